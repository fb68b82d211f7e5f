// An app's own types with the generic names ChartCore also uses: the app's declarations shadow the
// library's in the app's module, so both compile side by side, and `ChartCore.Color` reaches the
// library's where the app wants it.
struct Point { var lat: Double, lon: Double }
struct Rect { var corner: Point, size: Double }
struct Color { var name: String }
struct Font { var family: String }
enum Key { case up, down }
struct Animation { var frames: Int }

/// The app's palette, in its own colour type.
let appColors = [Color(name: "slate"), Color(name: "rain")]
/// The app's map of the stations, in its own point and rectangle.
let stations = Rect(corner: Point(lat: 51.5, lon: -0.1), size: 2)
