/// An encapsulated Arrow IPC message: its metadata (a flatbuffer whose header is a schema, a
/// dictionary batch or a record batch) and the body that holds its buffers.
struct ArrowMessage {
    typealias Malformed = FlatBuffer.Malformed

    /// 1 schema, 2 dictionary batch, 3 record batch.
    let type: UInt8
    let header: FlatBuffer.Table
    /// Where the body lies in the file.
    let body: Range<Int>
    /// Where the next message of a stream begins.
    let next: Int

    /// The message at `offset`, or nil at a stream's end marker (or the end of the bytes).
    static func read(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws -> ArrowMessage? {
        let file = FlatBuffer(bytes: bytes)
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        var length = Int(Int32(bitPattern: try file.load(offset, as: UInt32.self)))
        var start = offset + 4
        if length == -1 {   // the continuation marker, then the length
            guard start + 4 <= bytes.count else { return nil }
            length = Int(try file.load(start, as: Int32.self))
            start += 4
        }
        if length == 0 { return nil }
        guard length > 0, length <= bytes.count - start else { throw Malformed(reason: "has a message of \(length) bytes past the file's end") }
        let meta = FlatBuffer(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<(start + length)]))
        let message = try meta.root()
        let type = try message.scalar(1, UInt8(0))
        guard let header = try message.table(2) else { throw Malformed(reason: "has a message without a header") }
        let bodyLength = try message.scalar(3, Int64(0))
        let bodyStart = start + length
        guard bodyLength >= 0, bodyLength <= Int64(bytes.count - bodyStart) else {
            throw Malformed(reason: "has a message body of \(bodyLength) bytes past the file's end")
        }
        return ArrowMessage(type: type, header: header, body: bodyStart..<(bodyStart + Int(bodyLength)), next: bodyStart + Int(bodyLength))
    }
}

/// A record batch's layout: its rows, each field's node (length and nulls), and where each
/// buffer lies in the body, with the codec that compressed them (nil: none).
struct ArrowBatch {
    typealias Malformed = FlatBuffer.Malformed

    let rows: Int
    let nodes: [(length: Int, nulls: Int)]
    let buffers: [Range<Int>]
    /// How many data buffers each string-view field has in this batch, in the schema's order.
    let variadic: [Int]
    /// 0 LZ4 frame, 1 zstd.
    let codec: Int8?

    /// The layout in a RecordBatch table, its buffers checked to lie inside `body`.
    init(_ t: FlatBuffer.Table, body: Range<Int>) throws {
        let length = try t.scalar(0, Int64(0))
        guard length >= 0 else { throw Malformed(reason: "has a record batch of \(length) rows") }
        rows = Int(length)
        let b = t.buffer
        var nodes: [(Int, Int)] = []
        if let (start, n) = try t.vector(1, elementSize: 16) {
            for k in 0..<n {
                let l = try b.load(start + 16 * k, as: Int64.self), z = try b.load(start + 16 * k + 8, as: Int64.self)
                guard l >= 0, z >= 0, z <= l else { throw Malformed(reason: "has a field of \(l) values and \(z) nulls") }
                nodes.append((Int(l), Int(z)))
            }
        }
        self.nodes = nodes
        var buffers: [Range<Int>] = []
        if let (start, n) = try t.vector(2, elementSize: 16) {
            for k in 0..<n {
                let o = try b.load(start + 16 * k, as: Int64.self), l = try b.load(start + 16 * k + 8, as: Int64.self)
                guard o >= 0, l >= 0, o <= Int64(body.count), l <= Int64(body.count) - o else {
                    throw Malformed(reason: "has a buffer (\(l) bytes at \(o)) outside its batch's \(body.count) bytes")
                }
                buffers.append((body.lowerBound + Int(o))..<(body.lowerBound + Int(o + l)))
            }
        }
        self.buffers = buffers
        var variadic: [Int] = []
        if let (start, n) = try t.vector(4, elementSize: 8) {
            for k in 0..<n {
                let c = try b.load(start + 8 * k, as: Int64.self)
                guard c >= 0, c <= Int64(buffers.count) else { throw Malformed(reason: "has a string view field of \(c) data buffers in a batch of \(buffers.count)") }
                variadic.append(Int(c))
            }
        }
        self.variadic = variadic
        codec = try t.table(3).map { try $0.scalar(0, Int8(0)) }
    }
}
