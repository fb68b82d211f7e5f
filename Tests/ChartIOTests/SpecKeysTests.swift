import Foundation
import Testing
@testable import ChartSpecs

/// A spec names what it holds that the viewer ignores: each unknown key with its line.
struct SpecKeysTests {
    @Test func unknownKeysAreNamedWithTheirLines() {
        let text = """
        title: Runs
        filtr: temp > 3
        x_axis: {titel: time}
        styles:
          temp: {color: "#f00", opacity: 0.5}
        plots:
          - y: [temp]
            cursors: {a: 1, c: 2}
            annotations:
              - {x: 3, label: peak}
          - y: [rain]
            colour_by: city
        offsets: {b.csv: 3}
        """
        #expect(SpecKeys.unknown(in: text, name: "s.yaml") == [
            "s.yaml:2: unknown key 'filtr' (ignored; did you mean 'filter'?)",
            "s.yaml:3: unknown key 'x_axis.titel' (ignored; did you mean 'title'?)",
            "s.yaml:5: unknown key 'styles.temp.opacity' (ignored)",
            "s.yaml:8: unknown key 'plots[0].cursors.c' (ignored)",
            "s.yaml:10: unknown key 'plots[0].annotations[0].label' (ignored)",
            "s.yaml:12: unknown key 'plots[1].colour_by' (ignored)",
        ])
    }

    @Test func aSpecOfKnownKeysAndJSONSaysNothing() {
        #expect(SpecKeys.unknown(in: "kind: line\nx: t\ny: [a]\nx_range: [0, 1]\ngroup_by: c\n", name: "s").isEmpty)
        #expect(SpecKeys.unknown(in: #"{"kind": "bar", "y": ["a"], "colour": "red"}"#, name: "s.json") == ["s.json:1: unknown key 'colour' (ignored)"])
        #expect(SpecKeys.unknown(in: "plots: [1, 2\n", name: "s").isEmpty, "what does not parse is the parser's to say")
    }
}
