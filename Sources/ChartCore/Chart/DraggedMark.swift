/// What a press on the plot grabbed: a cursor or a reference line (an index into `annotations`).
enum DraggedMark: Equatable {
    /// Cursor A or B.
    case cursor(CursorName)
    /// A horizontal or vertical reference line.
    case annotation(Int)
}
