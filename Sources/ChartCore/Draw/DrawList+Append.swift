/// Composing draw lists: one chart drawn inside another (thumbnails, small multiples).
extension DrawList {
    /// Appends `other`'s triangles moved by `offset`, each command clipped to its own clip (moved)
    /// within `clip` and the current clip. Vector operations are not carried over.
    public mutating func append(_ other: DrawList, offset: Point, clip: Rect) {
        guard !other.commands.isEmpty else { return }
        let base = Int32(vertices.count)
        let dx = Float(offset.x), dy = Float(offset.y)
        reserve(vertices: other.vertices.count, indices: other.indices.count)
        for var v in other.vertices {
            v.x += dx
            v.y += dy
            vertices.append(v)
        }
        let outer = currentClip.map { $0.intersection(clip) } ?? clip
        for cmd in other.commands where cmd.indexCount > 0 {
            let moved = cmd.clip.map { Rect(x: $0.minX + offset.x, y: $0.minY + offset.y, width: $0.width, height: $0.height) }
            let c = moved.map { $0.intersection(outer) } ?? outer
            guard !c.isEmpty else { continue }
            let start = indices.count
            for k in cmd.indexOffset..<(cmd.indexOffset + cmd.indexCount) { indices.append(other.indices[k] + base) }
            commands.append(DrawCommand(indexOffset: start, indexCount: cmd.indexCount, clip: c, texture: cmd.texture))
        }
    }
}
