import CSDL2
import ChartCore
import ChartRaster

/// Replays a `DrawList` on an SDL_Renderer: one SDL_RenderGeometryRaw call per command,
/// with the command's clip rectangle and atlas texture. It draws nothing of its own.
public final class Renderer {
    /// The wrapped SDL_Renderer, still owned by the caller.
    public let sdl: OpaquePointer
    private let atlas: GlyphAtlas
    private var textures: [ObjectIdentifier: (texture: OpaquePointer, generation: Int)] = [:]

    /// Wraps an existing SDL renderer (window or software); the caller keeps ownership of it.
    public init(sdl: OpaquePointer, atlas: GlyphAtlas) {
        self.sdl = sdl
        self.atlas = atlas
        SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_BLEND)
    }

    deinit {
        for t in textures.values { SDL_DestroyTexture(t.texture) }
    }

    /// The renderer's output size in pixels.
    public var outputSize: (Int, Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(sdl, &w, &h)
        return (Int(w), Int(h))
    }

    /// Name of the SDL render driver in use (e.g. "opengl", "software").
    public var driverName: String {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(sdl, &info)
        return info.name.map { String(cString: $0) } ?? "unknown"
    }

    /// Uploads atlas pages that changed since the last frame.
    private func syncTextures() {
        var live = Set<ObjectIdentifier>()
        for page in atlas.pages {
            let id = ObjectIdentifier(page)
            live.insert(id)
            if let t = textures[id], t.generation == page.generation { continue }
            if let t = textures[id] {
                let s = page.surface.pointee
                SDL_UpdateTexture(t.texture, nil, s.pixels, s.pitch)
                textures[id] = (t.texture, page.generation)
            } else if let tex = SDL_CreateTextureFromSurface(sdl, page.surface) {
                SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
                SDL_SetTextureScaleMode(tex, SDL_ScaleModeNearest)
                textures[id] = (tex, page.generation)
            }
        }
        for (id, t) in textures where !live.contains(id) {
            SDL_DestroyTexture(t.texture)
            textures[id] = nil
        }
    }

    private func texture(for id: TextureID?) -> OpaquePointer? {
        guard let id, id.raw >= 1, id.raw <= atlas.pages.count else { return nil }
        return textures[ObjectIdentifier(atlas.pages[id.raw - 1])]?.texture
    }

    /// Clears to `background` and replays every command of `list`.
    public func draw(_ list: DrawList, background: Color) {
        syncTextures()
        let (r, g, b, a) = background.rgba8
        SDL_RenderSetClipRect(sdl, nil)
        SDL_SetRenderDrawColor(sdl, r, g, b, a)
        SDL_RenderClear(sdl)
        let stride = Int32(MemoryLayout<Vertex>.stride)
        let colorOffset = MemoryLayout<Vertex>.offset(of: \Vertex.r)!
        let uvOffset = MemoryLayout<Vertex>.offset(of: \Vertex.u)!
        list.vertices.withUnsafeBytes { vb in
            guard let base = vb.baseAddress else { return }
            let xy = base.assumingMemoryBound(to: Float.self)
            let col = (base + colorOffset).assumingMemoryBound(to: SDL_Color.self)
            let uv = (base + uvOffset).assumingMemoryBound(to: Float.self)
            list.indices.withUnsafeBufferPointer { ib in
                guard let ibase = ib.baseAddress else { return }
                for cmd in list.commands where cmd.indexCount > 0 {
                    if let c = cmd.clip {
                        let ir = c.integral
                        var rect = SDL_Rect(x: Int32(clamping: Int(ir.minX)), y: Int32(clamping: Int(ir.minY)),
                                            w: Int32(clamping: Int(ir.width)), h: Int32(clamping: Int(ir.height)))
                        if rect.w <= 0 || rect.h <= 0 { continue }
                        SDL_RenderSetClipRect(sdl, &rect)
                    } else {
                        SDL_RenderSetClipRect(sdl, nil)
                    }
                    let tex = texture(for: cmd.texture)
                    if cmd.texture != nil && tex == nil { continue }
                    SDL_RenderGeometryRaw(sdl, tex, xy, stride, col, stride, uv, stride,
                                          Int32(list.vertices.count),
                                          UnsafeRawPointer(ibase + cmd.indexOffset), Int32(cmd.indexCount), 4)
                }
            }
        }
        SDL_RenderSetClipRect(sdl, nil)
    }
}
