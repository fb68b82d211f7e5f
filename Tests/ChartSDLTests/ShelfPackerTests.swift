import ChartRaster
import Testing

/// Glyph bitmaps packed into atlas pages: never overlapping on a page, a new shelf when a row
/// is full, a new page when the page is, and nothing for a bitmap no page can hold.
struct ShelfPackerTests {
    @Test func bitmapsFillShelvesThenPages() throws {
        var p = ShelfPacker(pageSize: 64)
        var onPage: [(x: Int, y: Int, w: Int, h: Int)] = []
        var pages = 1
        for k in 0..<60 {
            let (w, h) = (5 + k % 7, 4 + k % 5)
            let placed = p.place(w, h)
            let at = try #require(placed)
            if at.newPage {
                pages += 1
                onPage.removeAll()
                #expect(at.x == 1 && at.y == 1, "a fresh page starts at its corner")
            }
            #expect(at.x + w < 64 && at.y + h < 64)
            for o in onPage { #expect(at.x >= o.x + o.w || o.x >= at.x + w || at.y >= o.y + o.h || o.y >= at.y + h) }
            onPage.append((at.x, at.y, w, h))
        }
        #expect(pages > 1)
        let wide = p.place(62, 4), tall = p.place(4, 62)
        #expect(wide == nil && tall == nil)
    }
}
