/// Why a chart could not be written to an image.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    /// The image size is outside 1…16384 pixels a side.
    case sizeOutOfRange(width: Int, height: Int)
    /// No font could be opened (the message says which and where it was looked for).
    case noFont(String)
    /// The file could not be written: its path and the system's reason.
    case cannotWrite(path: String, reason: String)

    /// One line naming the cause.
    public var description: String {
        switch self {
        case .sizeOutOfRange(let w, let h): return "image size \(w)x\(h) is out of range (1…16384)"
        case .noFont(let why): return why
        case .cannotWrite(let path, let reason): return "cannot write \(path)" + (reason.isEmpty ? "" : ": \(reason)")
        }
    }
}
