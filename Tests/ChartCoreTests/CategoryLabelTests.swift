import ChartTestSupport
import Testing
@testable import ChartCore

/// Category labels that collide side by side turn to read upward when that shows far more of them.
@MainActor
struct CategoryLabelTests {
    /// The texts drawn reading upward, and those drawn level, in a bar chart of `names`.
    func labels(_ names: [String], width: Double) -> (upright: [String], level: [String]) {
        let values = names.indices.map { Double($0 % 7 + 1) }
        let chart = ChartView(data: ChartData(series: [Series(name: "v", kind: .bar, y: values)], categories: names))
        let list = chart.testRender(width, 500, vectorOps: true)
        var up: [String] = [], level: [String] = []
        for op in list.vectorOps ?? [] {
            guard case .text(let s, _, _, _, _, let angle, _) = op else { continue }
            if abs(angle + Double.pi / 2) < 1e-9 { up.append(s) } else { level.append(s) }
        }
        return (up, level)
    }

    static let states = ["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware",
                         "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky",
                         "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi",
                         "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey"]

    @Test func crowdedNamesReadUpwardEveryOneShown() {
        let (up, level) = labels(Self.states, width: 900)
        #expect(up == Self.states, "every state, turned: \(up.count) of \(Self.states.count)")
        #expect(!level.contains("Alabama"))
    }

    @Test func namesThatFitStayLevel() {
        let names = ["north", "south", "east", "west"]
        let (up, level) = labels(names, width: 900)
        #expect(up.isEmpty)
        #expect(names.allSatisfy(level.contains))
    }

    @Test func aVeryLongNameEndsInAnEllipsis() {
        var names = Self.states
        names[3] = String(repeating: "Very long county name ", count: 8)
        let (up, _) = labels(names, width: 900)
        #expect(up.count == names.count)
        #expect(up[3].hasSuffix("…") && up[3].count < names[3].count)
    }
}
