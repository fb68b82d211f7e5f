import ChartCore
import ChartIO
import ChartSpecs
import ChartWorkspace
import Foundation
import Testing
import WorkspaceModel
@testable import ChartSDL
import ChartTestSupport

/// The first picture the viewer chooses, unasked, for a table of birds ringed at places (latitude,
/// longitude), three species and their measures: a map (longitude across, latitude up, one scale
/// for both), the measures' dots split by species, and the mean by species; in both themes.
@MainActor
@Suite(.serialized)
struct FirstPictureGoldenTests {
    /// 120 birds at three colonies (one spread wide east to west), with mass and wing length that grow together.
    static func table() -> DataTable {
        let n = 120
        let species = (0..<n).map { ["Puffin", "Razorbill", "Guillemot"][$0 % 3] }
        var lat: [Double] = [], lon: [Double] = [], mass: [Double] = [], wing: [Double] = [], id: [Double] = []
        for i in 0..<n {
            let s = i % 3, a = Double((i * 37) % 29) / 29, b = Double((i * 53) % 31) / 31
            let centre = [(-6.0, 58.0), (2.0, 53.0), (12.0, 56.0)][s]
            lon.append(centre.0 + (a - 0.5) * (s == 2 ? 14 : 4))
            lat.append(centre.1 + (b - 0.5) * 2.5)
            let w = 150 + Double(s) * 25 + a * 30
            wing.append(w)
            mass.append(300 + Double(s) * 250 + (w - 150) * 6 + b * 60)
            id.append(Double((i * 7919) % 1000 + 1000))
        }
        return DataTable(columns: [
            .init(name: "ring_id", values: .number(ColumnBuffer(id))), .init(name: "species", values: .text(species)),
            .init(name: "latitude", values: .number(ColumnBuffer(lat))), .init(name: "longitude", values: .number(ColumnBuffer(lon))),
            .init(name: "wing", values: .number(ColumnBuffer(wing))), .init(name: "mass", values: .number(ColumnBuffer(mass))),
        ])
    }

    @Test func theFirstPictureIsAMapThenSplitDotsThenMeans() throws {
        let plots = WorkspaceInference.infer(Self.table()).plots ?? []
        let shown = plots.map { "\($0.kind ?? "-") \($0.x ?? "-") \(($0.y ?? []).joined(separator: "+")) \($0.groupBy ?? "-") \($0.aggregate ?? "-") \($0.aspect ?? "-")" }
        #expect(shown == ["scatter longitude latitude species - equal", "scatter wing mass species - -", "- species mass - mean -"], "\(shown)")
    }

    @Test(arguments: ["light", "dark"])
    func mapSplitDotsAndMeans(theme: String) throws {
        let doc = WorkspaceDocument(path: "colonies.csv", options: WorkspaceOptions())
        _ = try doc.accept(Self.table())
        #expect(doc.built.map(\.kind) == ["scatter", "scatter", "bar"], "\(doc.built.map(\.kind))")
        #expect(doc.built.first?.equalAspect == true)
        let picture = WorkspacePicture(document: doc, theme: theme, themeNamed: { Theme.named($0) ?? .light }, numberStyle: .standard)
        let r = try OffscreenRenderer(width: 900, height: 1000, atlas: SharedAtlas.atlas)
        r.render(picture.view)
        let outcome = GoldenImageTests.checker.check("first-picture-\(theme)", width: r.width, height: r.height, rgba: r.rgba(),
                                                     save: { try r.savePNG(to: $0) })
        #expect(outcome == .matched, "first-picture-\(theme): \(outcome)")
    }
}
