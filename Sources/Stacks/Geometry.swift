import Constraints

/// A rectangle in the root's coordinate space: origin at the root's top-left corner, y down.
public struct Rect: Equatable, Sendable, CustomStringConvertible {
    /// The left edge, in root coordinates.
    public var x: Double
    /// The top edge, in root coordinates (y grows downwards).
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A readable form, as used in reports and messages.
    public var description: String {
        "(\(formatCoordinate(x)), \(formatCoordinate(y)), \(formatCoordinate(width)), \(formatCoordinate(height)))"
    }
}

/// A width and a height.
public struct Size: Equatable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A readable form, as used in reports and messages.
    public var description: String { "\(formatCoordinate(width)) x \(formatCoordinate(height))" }
}

/// Insets on the four sides of a rectangle (layout margins, safe-area insets).
public struct LayoutInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets; missing sides are 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on every side.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset.
    public static let zero = LayoutInsets()
}

/// A priority per axis (content hugging, compression resistance).
public struct AxisPriorities: Equatable, Sendable {
    /// The priority along the horizontal axis (width).
    public var horizontal: Priority
    /// The priority along the vertical axis (height).
    public var vertical: Priority

    /// Creates the pair.
    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority on `axis`.
    public subscript(axis: LayoutAxis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// A layout axis.
public enum LayoutAxis: Sendable, Hashable {
    /// Along x: widths, a row.
    case horizontal
    /// Along y: heights, a column.
    case vertical

    /// The other axis.
    public var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// Which way leading and trailing run.
public enum InterfaceDirection: Sendable, Hashable {
    /// Leading is left, trailing is right.
    case leftToRight
    /// Leading is right, trailing is left: a horizontal stack's first item is at the right.
    case rightToLeft
}

/// Formats a coordinate compactly: integers without a fraction, others to 3 decimals.
func formatCoordinate(_ value: Double) -> String {
    if value.isFinite, abs(value) < 1e15, value == Double(Int64(value)) { return String(Int64(value)) }
    guard value.isFinite else { return String(value) }
    let scaled = value * 1000 + (value < 0 ? -0.5 : 0.5)
    if abs(scaled) < 1e15 {
        let integer = Int64(scaled)  // truncates toward zero: rounds half away from zero
        let sign = integer < 0 ? "-" : ""
        let magnitude = integer.magnitude
        var fraction = String(magnitude % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(sign)\(magnitude / 1000)" : "\(sign)\(magnitude / 1000).\(fraction)"
    }
    return String(value)
}
