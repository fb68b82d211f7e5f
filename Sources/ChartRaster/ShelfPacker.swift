/// Where glyph bitmaps go in square atlas pages: shelves (rows) filled left to right with a
/// pixel between bitmaps, a new shelf when a row is full, a new page when the page is. It keeps
/// the newest page's state only; the atlas owns the pages.
public struct ShelfPacker: Sendable {
    /// Width and height of each page in pixels.
    public let pageSize: Int
    private var shelfY = 1, shelfHeight = 0, cursorX = 1

    /// A packer at the top of an empty page.
    public init(pageSize: Int) {
        self.pageSize = pageSize
    }

    /// Where a `w`×`h` bitmap goes: on the newest page, or (`newPage`) at the top of a fresh page
    /// the atlas is to start; nil when it is too large for any page.
    public mutating func place(_ w: Int, _ h: Int) -> (x: Int, y: Int, newPage: Bool)? {
        guard w < pageSize - 2, h < pageSize - 2 else { return nil }
        if cursorX + w >= pageSize {
            shelfY += shelfHeight + 1
            cursorX = 1
            shelfHeight = 0
        }
        var newPage = false
        if shelfY + h >= pageSize {
            self = ShelfPacker(pageSize: pageSize)
            newPage = true
        }
        let x = cursorX, y = shelfY
        cursorX += w
        shelfHeight = max(shelfHeight, h)
        return (x, y, newPage)
    }
}
