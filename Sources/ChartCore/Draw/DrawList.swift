/// Identifies a texture owned by the renderer backend (a glyph atlas page, an image).
public struct TextureID: Hashable, Sendable {
    /// The backend's own number for the texture.
    public var raw: Int
    /// Wraps a backend texture number.
    public init(_ raw: Int) { self.raw = raw }
}

/// One vertex of the draw list: a pixel position, a straight-alpha RGBA colour and texture coordinates.
package struct Vertex: Hashable, Sendable {
    /// Horizontal position in pixels.
    package var x: Float
    /// Vertical position in pixels.
    package var y: Float
    /// Red component, 0…255 (not premultiplied).
    package var r: UInt8
    /// Green component, 0…255 (not premultiplied).
    package var g: UInt8
    /// Blue component, 0…255 (not premultiplied).
    package var b: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque).
    package var a: UInt8
    /// Horizontal texture coordinate, 0…1 across the texture (0 when untextured).
    package var u: Float
    /// Vertical texture coordinate, 0…1 down the texture (0 when untextured).
    package var v: Float

    /// Creates a vertex from a pixel position, straight-alpha RGBA bytes and optional UVs.
    package init(x: Float, y: Float, r: UInt8, g: UInt8, b: UInt8, a: UInt8, u: Float = 0, v: Float = 0) {
        self.x = x
        self.y = y
        self.r = r
        self.g = g
        self.b = b
        self.a = a
        self.u = u
        self.v = v
    }
}

/// A run of indexed triangles sharing one clip rectangle and one texture.
package struct DrawCommand: Hashable, Sendable {
    /// First index in `DrawList.indices`.
    package var indexOffset: Int
    /// Number of indices (a multiple of three).
    package var indexCount: Int
    /// Pixels outside this rectangle are not touched; nil means the whole target.
    package var clip: Rect?
    /// Texture sampled by the triangles, or nil for plain colour.
    package var texture: TextureID?
}

/// The renderer-neutral output of a frame: triangles with colours, grouped into commands.
///
/// The core appends geometry; a backend replays `commands` in order, each with its clip
/// rectangle and texture. Modelled on Dear ImGui's ImDrawList.
public struct DrawList: Sendable {
    /// Every vertex appended so far, referenced by `indices`.
    package var vertices: [Vertex] = []
    /// Vertex indices, three per triangle, referenced by `commands`.
    package internal(set) var indices: [Int32] = []
    /// The triangle runs to replay in order, each with its own clip and texture.
    package var commands: [DrawCommand] = []
    private var clipStack: [Rect] = []
    /// Vector operations, recorded only after `recordVectorOps()` (nil otherwise).
    package var vectorOps: [VectorOp]?
    var recordingDepth = 0
    /// The stroker's working arrays, reused from stroke to stroke and frame to frame.
    var strokeScratch = StrokeScratch()
    /// Texture applied to triangles appended next.
    package private(set) var currentTexture: TextureID?

    /// Creates an empty draw list with no clip and no texture.
    public init() {}

    /// Empties the list but keeps its storage, so a steady-state frame does not allocate.
    package mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
        clipStack.removeAll(keepingCapacity: true)
        currentTexture = nil
        if vectorOps != nil { vectorOps!.removeAll(keepingCapacity: true) }
        recordingDepth = 0
    }

    /// The active clip rectangle, if any.
    package var currentClip: Rect? { clipStack.last }

    /// Restricts subsequent drawing to `rect` intersected with the current clip.
    public mutating func pushClip(_ rect: Rect) {
        let r = clipStack.last.map { $0.intersection(rect) } ?? rect
        clipStack.append(r)
        record(.pushClip(r))
    }

    /// Restores the clip rectangle in force before the matching `pushClip`.
    public mutating func popClip() {
        _ = clipStack.popLast()
        record(.popClip)
    }

    /// Sets the texture for subsequent triangles (nil for untextured).
    package mutating func setTexture(_ t: TextureID?) {
        currentTexture = t
    }

    /// Index the next appended vertex will get.
    package var nextVertexIndex: Int32 { Int32(vertices.count) }

    /// Reserves room for more vertices and indices.
    ///
    /// Capacity grows geometrically, so many small reservations stay linear overall.
    package mutating func reserve(vertices nv: Int, indices ni: Int) {
        if vertices.count + nv > vertices.capacity { vertices.reserveCapacity(max(vertices.count + nv, vertices.capacity * 2)) }
        if indices.count + ni > indices.capacity { indices.reserveCapacity(max(indices.count + ni, indices.capacity * 2)) }
    }

    /// Appends a vertex and returns its index. Coordinates are clamped to ±10⁷ pixels (callers
    /// clip long geometry before this); a non-finite position becomes a transparent vertex at the
    /// origin, so no NaN or infinity ever reaches a renderer.
    @discardableResult
    package mutating func addVertex(_ p: Point, _ c: Color, uv: Point = .zero) -> Int32 {
        addVertex(p, rgba: c.rgba8, uv: uv)
    }

    /// `addVertex` with the colour already packed (for callers emitting many vertices of one colour).
    @discardableResult @inline(__always)
    mutating func addVertex(_ p: Point, rgba: (UInt8, UInt8, UInt8, UInt8), uv: Point = .zero) -> Int32 {
        let (r, g, b, a) = rgba
        let ok = p.isFinite
        let limit = 1e7
        vertices.append(Vertex(x: ok ? Float(min(max(p.x, -limit), limit)) : 0, y: ok ? Float(min(max(p.y, -limit), limit)) : 0,
                               r: r, g: g, b: b, a: ok ? a : 0, u: Float(uv.x), v: Float(uv.y)))
        return Int32(vertices.count - 1)
    }

    /// Appends one triangle by vertex indices.
    package mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        prepareCommand()
        indices.append(a)
        indices.append(b)
        indices.append(c)
        commands[commands.count - 1].indexCount += 3
    }

    /// Appends a quad (two triangles) by vertex indices in winding order.
    package mutating func addQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        addTriangle(a, b, c)
        addTriangle(a, c, d)
    }

    /// Starts a batch of triangles for the current clip and texture, appended with
    /// `appendTriangle` and finished with `closeTriangles` (no per-triangle command checks).
    mutating func openTriangles() {
        prepareCommand()
    }

    /// Appends a triangle to the batch opened by `openTriangles`.
    @inline(__always)
    mutating func appendTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    /// Ends a batch: the open command covers every index appended since it began.
    mutating func closeTriangles() {
        guard !commands.isEmpty else { return }
        let k = commands.count - 1
        commands[k].indexCount = indices.count - commands[k].indexOffset
    }

    private mutating func prepareCommand() {
        let clip = clipStack.last
        if let last = commands.last, last.clip == clip, last.texture == currentTexture {
            return
        }
        if let last = commands.last, last.indexCount == 0 {
            commands[commands.count - 1].clip = clip
            commands[commands.count - 1].texture = currentTexture
            return
        }
        commands.append(DrawCommand(indexOffset: indices.count, indexCount: 0,
                                    clip: clip, texture: currentTexture))
    }

    /// Total number of triangles.
    package var triangleCount: Int { indices.count / 3 }
}
