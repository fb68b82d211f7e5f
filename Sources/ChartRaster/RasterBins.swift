import ChartCore

/// The triangles of a draw list sorted into horizontal bands of rows.
///
/// Each band is cleared and drawn while its pixels sit in the core's cache, and bands are
/// independent, so they are drawn on all cores. A renderer keeps one and reuses its storage
/// from frame to frame.
public final class RasterBins {
    /// Rows per band: a 1600 px wide band of 64 rows is 400 KB, well inside a core's L2 cache.
    public let bandHeight: Int
    /// Per band, runs of consecutive triangles of one command as (command, first index, end index).
    private(set) var runs: [[Int32]] = []
    /// Triangles binned in the last `fill` (a triangle in three bands counts three times).
    private(set) var entries = 0
    /// Every vertex position in the rasterizer's fixed point, converted once per frame.
    private(set) var fixed: [(Int32, Int32)] = []
    /// The rasterizer's per-command scratch (textures and pixel clips), kept between frames.
    var views: [SoftwareRasterizer.TextureView?] = []
    var clips: [(Int, Int, Int, Int)] = []

    /// Empty bins of `bandHeight` rows.
    public init(bandHeight: Int = 64) {
        self.bandHeight = max(1, bandHeight)
    }

    /// Number of bands for a target `height` pixels tall.
    func bandCount(height: Int) -> Int { (height + bandHeight - 1) / bandHeight }

    /// Sorts the triangles of `list` into bands for a target `height` pixels tall. `clips` holds
    /// each command's clip in pixels (x0, y0, x1, y1), as the rasterizer applies it; commands
    /// clipped away or for which `skip` is true (a missing texture) are left out.
    func fill(_ list: DrawList, height: Int, clips: [(Int, Int, Int, Int)], skip: (Int) -> Bool) {
        let bands = bandCount(height: height)
        // Work on locals: a class's stored properties pay for exclusivity checks on every access.
        var bins = runs
        runs = []
        defer { runs = bins }
        if bins.count < bands { bins += Array(repeating: [], count: bands - bins.count) }
        for b in 0..<bins.count { bins[b].removeAll(keepingCapacity: true) }
        var count = 0
        defer { entries = count }
        var points = fixed
        fixed = []
        defer { fixed = points }
        points.removeAll(keepingCapacity: true)
        points.reserveCapacity(list.vertices.count)
        for v in list.vertices { points.append((SoftwareRasterizer.fixed(v.x), SoftwareRasterizer.fixed(v.y))) }
        guard bands > 0 else { return }
        // Band of a fixed-point row coordinate, with a pixel of slack: the rasterizer decides the exact rows.
        let one = Int(SoftwareRasterizer.one)
        let span = bandHeight * one
        points.withUnsafeBufferPointer { vs in
            list.indices.withUnsafeBufferPointer { ix in
                for (c, cmd) in list.commands.enumerated() where cmd.indexCount > 0 && !skip(c) {
                    // Rows the command may touch at all.
                    let clip = clips[c]
                    guard clip.2 > clip.0, clip.3 > clip.1 else { continue }
                    let first = max(0, clip.1) / bandHeight
                    let last = min(bands - 1, (min(height, clip.3) - 1) / bandHeight)
                    var i = cmd.indexOffset
                    let end = min(ix.count, cmd.indexOffset + cmd.indexCount)
                    while i + 2 < end {
                        let a = Int(ix[i]), b = Int(ix[i + 1]), d = Int(ix[i + 2])
                        defer { i += 3 }
                        guard a < vs.count, b < vs.count, d < vs.count else { continue }
                        let y0 = Int(vs[a].1), y1 = Int(vs[b].1), y2 = Int(vs[d].1)
                        let top = min(y0, y1, y2) - one, bottom = max(y0, y1, y2) + one
                        let lo = max(first, top < 0 ? -1 : top / span)
                        let hi = min(last, bottom < 0 ? -1 : bottom / span)
                        guard lo <= hi else { continue }
                        count += hi - lo + 1
                        for band in lo...hi { Self.append(&bins[band], command: c, start: i) }
                    }
                }
            }
        }
    }

    /// Adds a triangle to a band, extending the band's last run when it continues it.
    @inline(__always)
    private static func append(_ band: inout [Int32], command: Int, start: Int) {
        let n = band.count
        if n >= 3 && band[n - 3] == Int32(command) && band[n - 1] == Int32(start) {
            band[n - 1] = Int32(start + 3)
            return
        }
        band.append(Int32(command))
        band.append(Int32(start))
        band.append(Int32(start + 3))
    }
}
