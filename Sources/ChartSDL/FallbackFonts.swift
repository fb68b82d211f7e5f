import CSDL2
import Foundation
import ChartExport

/// Fonts for the characters the main font lacks (CJK, other scripts), found through fontconfig
/// once per block of 128 characters and opened once per size; the atlas asks it per missing glyph.
final class FallbackFonts {
    /// The font file fontconfig picks for each 128-character block ("" when none covers it).
    private var paths: [UInt32: String] = [:]
    /// Open fonts by file and size key.
    private var open: [String: [Int: OpaquePointer]] = [:]
    /// How a file is found for a character; fontconfig's `fc-match` by default (tests replace it).
    var locate: (Unicode.Scalar) -> String? = FallbackFonts.fontconfigFile

    deinit {
        for sizes in open.values { for f in sizes.values { TTF_CloseFont(f) } }
    }

    /// A font of `size` (the atlas's quarter-pixel key) that has `s`, if one is installed.
    func font(for s: Unicode.Scalar, size: Int, bold: Bool) -> OpaquePointer? {
        let block = s.value >> 7
        let path: String
        if let p = paths[block] {
            path = p
        } else if let p = open.keys.first(where: { opened($0, size: size, bold: bold).map { TTF_GlyphIsProvided32($0, s.value) != 0 } ?? false }) {
            // A fallback already open has it (CJK spans some 160 blocks): no need to ask fontconfig.
            path = p
            paths[block] = p
        } else {
            path = locate(s) ?? ""
            paths[block] = path
        }
        guard !path.isEmpty else { return nil }
        guard let f = opened(path, size: size, bold: bold) else { return nil }
        return TTF_GlyphIsProvided32(f, s.value) != 0 ? f : nil
    }

    /// The font file opened at a size (once).
    private func opened(_ path: String, size: Int, bold: Bool) -> OpaquePointer? {
        let key = size * 2 + (bold ? 1 : 0)
        if let cached = open[path]?[key] { return cached }
        guard let f = TTF_OpenFontDPI(path, Int32(size), 18, 18) else { return nil }
        TTF_SetFontHinting(f, Int32(TTF_HINTING_LIGHT))
        if bold { TTF_SetFontStyle(f, TTF_STYLE_BOLD) }
        open[path, default: [:]][key] = f
        return f
    }

    /// The file fontconfig matches for a font covering `s`, via `fc-match :charset=HEX`.
    static func fontconfigFile(_ s: Unicode.Scalar) -> String? {
        AssetLocator.fontconfigMatch("sans-serif:charset=\(String(s.value, radix: 16))")
    }
}
