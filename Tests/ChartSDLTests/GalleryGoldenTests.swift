import ChartCore
import Testing
@testable import ChartSDL
import ChartGallery

/// Every gallery page — one per series type, axis type and label layer — in both themes,
/// compared with its recorded image (CHARTREUSE_RECORD_GOLDEN=1 re-records; look at each one).
@MainActor
@Suite(.serialized)
struct GalleryGoldenTests {
    @Test(arguments: GalleryPages.all.map(\.slug), ["light", "dark"])
    func page(slug: String, theme: String) throws {
        let page = GalleryPages.all.first { $0.slug == slug }!
        let chart = page.make()
        chart.theme = Theme.named(theme)!
        let r = try OffscreenRenderer(width: 640, height: 400, atlas: SharedAtlas.atlas)
        r.render(chart)
        try GoldenImageTests().check(r, "gallery-\(slug)-\(theme)")
    }

    @Test func everyPageHasAUniqueSlugAndDrawsSomething() throws {
        #expect(Set(GalleryPages.all.map(\.slug)).count == GalleryPages.all.count)
        for page in GalleryPages.all {
            let chart = page.make()
            var list = DrawList()
            chart.render(into: &list, size: Size(640, 400), glyphs: SharedAtlas.atlas)
            #expect(list.triangleCount > 100, "\(page.slug) draws almost nothing")
            #expect(list.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(page.slug)")
        }
    }
}
