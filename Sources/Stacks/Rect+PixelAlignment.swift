extension Rect {
    /// The rectangle with its edges on the pixel grid of a display with `scale` pixels per
    /// point, as UIKit and Yoga round frames: each edge's coordinate (left, top, right,
    /// bottom, in root coordinates) is rounded to the nearest multiple of `1 / scale`, and
    /// the width and height are the differences of the rounded edges. Rounding edges, not
    /// origins and sizes, keeps views that touch touching, and a row's items still add up
    /// to the row. Exact halves round away from zero (`.toNearestOrAwayFromZero`), as Yoga
    /// rounds a positive coordinate half up.
    /// - Parameter scale: pixels per point: 1, 2 or 3 on Apple's displays, 1 for a
    ///   terminal's character grid.
    /// - Returns: the aligned rectangle.
    /// - Throws: ``LayoutError/invalidScale(_:)`` for a scale that is not a positive finite
    ///   number.
    public func aligned(toScale scale: Double) throws(LayoutError) -> Rect {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        func round(_ coordinate: Double) -> Double { (coordinate * scale).rounded() / scale + 0 }
        let left = round(x), top = round(y)
        let right = round(x + width), bottom = round(y + height)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension LayoutEngine {
    /// The frame of `item` aligned to the pixel grid (``Rect/aligned(toScale:)``); the
    /// layout itself stays exact, and ``frame(of:)`` keeps returning the exact optimum.
    /// - Parameters:
    ///   - item: a view of the tree or one of its guides.
    ///   - scale: pixels per point.
    /// - Returns: the aligned frame.
    /// - Throws: ``LayoutError/invalidScale(_:)`` for a scale that is not positive and finite.
    public func frame(of item: LayoutItem, alignedToScale scale: Double) throws(LayoutError) -> Rect {
        try frame(of: item).aligned(toScale: scale)
    }
}
