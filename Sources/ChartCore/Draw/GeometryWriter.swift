/// Writes vertices and triangles straight into a draw list's reserved storage, for callers that
/// emit thousands per frame (a dense line's column strips): no capacity or uniqueness check per
/// element. Made by `DrawList.write(vertices:indices:_:)`, valid only inside its closure.
struct GeometryWriter {
    private let vertices: UnsafeMutablePointer<Vertex>
    private let indices: UnsafeMutablePointer<Int32>
    private let vertexRoom: Int, indexRoom: Int
    /// The list's index of the first vertex written here.
    private let base: Int32
    /// Vertices and indices written so far.
    private(set) var vertexCount = 0, indexCount = 0

    init(vertices: UnsafeMutablePointer<Vertex>, room: Int, indices: UnsafeMutablePointer<Int32>, room indexRoom: Int, base: Int32) {
        self.vertices = vertices
        self.indices = indices
        self.vertexRoom = room
        self.indexRoom = indexRoom
        self.base = base
    }

    /// Appends a vertex as `DrawList.addVertex` does (clamped, a non-finite one transparent at
    /// the origin) and returns its index in the list.
    @inline(__always)
    mutating func addVertex(_ p: Point, rgba: (UInt8, UInt8, UInt8, UInt8)) -> Int32 {
        precondition(vertexCount < vertexRoom, "more vertices than reserved")
        let ok = p.isFinite, limit = 1e7
        vertices[vertexCount] = Vertex(x: ok ? Float(min(max(p.x, -limit), limit)) : 0, y: ok ? Float(min(max(p.y, -limit), limit)) : 0,
                                       r: rgba.0, g: rgba.1, b: rgba.2, a: ok ? rgba.3 : 0)
        vertexCount += 1
        return base + Int32(vertexCount - 1)
    }

    /// Appends a triangle by vertex indices.
    @inline(__always)
    mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        precondition(indexCount + 3 <= indexRoom, "more indices than reserved")
        indices[indexCount] = a
        indices[indexCount + 1] = b
        indices[indexCount + 2] = c
        indexCount += 3
    }
}

extension DrawList {
    /// Lets `body` write up to `maxVertices` vertices and `maxIndices` indices through a
    /// `GeometryWriter`; what it does not use is given back. Call between `openTriangles` and
    /// `closeTriangles`.
    mutating func write(vertices maxVertices: Int, indices maxIndices: Int, _ body: (inout GeometryWriter) -> Void) {
        let v0 = vertices.count, i0 = indices.count
        vertices.append(contentsOf: repeatElement(Vertex(x: 0, y: 0, r: 0, g: 0, b: 0, a: 0), count: maxVertices))
        indices.append(contentsOf: repeatElement(0, count: maxIndices))
        var used = (0, 0)
        vertices.withUnsafeMutableBufferPointer { vs in
            indices.withUnsafeMutableBufferPointer { ix in
                var w = GeometryWriter(vertices: vs.baseAddress! + v0, room: maxVertices,
                                       indices: ix.baseAddress! + i0, room: maxIndices, base: Int32(v0))
                body(&w)
                used = (w.vertexCount, w.indexCount)
            }
        }
        vertices.removeLast(maxVertices - used.0)
        indices.removeLast(maxIndices - used.1)
    }
}
