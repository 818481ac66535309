/// Text on a grid of equal cells, wrapped at word boundaries to the width it gets: a
/// terminal's text, or any monospaced label. The measured content of a ``LayoutView``:
///
///     let text = WrappingText("words that wrap", characterWidth: 1, lineHeight: 1)
///     label.intrinsicWidth = text.naturalWidth
///     label.heightForWidth = text.height(forWidth:)
///
/// Rules: `\n` starts a new line; words are separated by runs of spaces, which collapse
/// to one; a line takes as many words as fit in `floor(width / characterWidth)` columns
/// (at least one); a word longer than a whole line is broken at the line's end; an empty
/// line (two `\n` in a row) still takes a line; empty text takes none.
public struct WrappingText: Sendable, Hashable {
    /// The text.
    public let text: String
    /// The width of one character.
    public let characterWidth: Double
    /// The height of one line.
    public let lineHeight: Double
    /// The words of each paragraph (the text split at `\n`).
    private let paragraphs: [[Int]]
    /// The columns of the longest paragraph, unwrapped.
    private let longestLine: Int

    /// Creates wrapping text.
    /// - Parameters:
    ///   - text: the text.
    ///   - characterWidth: the width of one character, positive.
    ///   - lineHeight: the height of one line, positive.
    public init(_ text: String, characterWidth: Double = 1, lineHeight: Double = 1) {
        self.text = text
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
        paragraphs = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: " ").map(\.count)
        }
        longestLine = paragraphs.map { words in words.reduce(0, +) + max(words.count - 1, 0) }.max() ?? 0
    }

    /// The width of the longest line when nothing wraps.
    public var naturalWidth: Double {
        Double(longestLine) * characterWidth
    }

    /// How many lines the text takes at `width`.
    /// - Parameter width: the width offered.
    /// - Returns: the number of lines.
    public func lineCount(forWidth width: Double) -> Int {
        // Bounded as a Double before the conversion, which would trap on a width beyond
        // `Int`'s range or not a number (a huge margin or size in a layout gives such
        // widths). Any width of the longest line or more wraps nothing.
        let fit = (width / characterWidth + 1e-9).rounded(.down)
        let columns = fit >= 1 ? Int(min(fit, Double(max(longestLine, 1)))) : 1
        var lines = 0
        for words in paragraphs {
            var used = -1  // columns used on the current line, -1 for none
            lines += 1
            for var length in words {
                if used >= 0 && used + 1 + length <= columns {
                    used += 1 + length
                    continue
                }
                if used >= 0 { lines += 1 }
                // A word longer than a line breaks at the line's end.
                while length > columns {
                    length -= columns
                    lines += 1
                }
                used = length
            }
        }
        return lines
    }

    /// The height the text takes at `width`: lines × line height.
    /// - Parameter width: the width offered.
    /// - Returns: the height.
    public func height(forWidth width: Double) -> Double {
        Double(lineCount(forWidth: width)) * lineHeight
    }
}
