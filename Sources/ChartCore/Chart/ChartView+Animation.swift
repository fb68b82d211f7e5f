/// Animated state and data changes, and the data as presented while they run.
extension ChartView {
    static let stateKey = "state"
    static let dataKey = "data"

    /// Expands or collapses the chart (JBChartView): collapsed, bars and lines lie flat on the baseline.
    /// - Parameters:
    ///   - newState: expanded or collapsed.
    ///   - animated: animate with `Animation.default` (0.35 s, ease in and out).
    ///   - completion: called once the change is complete (or replaced by another).
    public func setState(_ newState: ChartState, animated: Bool, completion: (() -> Void)? = nil) {
        setState(newState, animation: animated ? .default : .immediate, completion: completion)
    }

    /// Expands or collapses the chart with the given animation (easing, duration, delay).
    public func setState(_ newState: ChartState, animation: Animation, completion: (() -> Void)? = nil) {
        let from = expansion
        animations.state = newState
        animations.stateFrom = from
        animations.animator.start(Self.stateKey, animation) { [weak self] _ in
            completion?()
            self?.setNeedsDisplay()
        }
        if animation.isImmediate { animations.animator.step() }
        setNeedsDisplay()
    }

    /// Replaces the data with an animation (bars grow, lines trace, pie segments spin); the axes
    /// take the new data's ranges at once so the shapes move against a steady frame.
    public func setData(_ newData: ChartData, animation: DataAnimation, completion: (() -> Void)? = nil) {
        let previous = presentedData
        data = newData
        animations.dataTransition = DataTransition(style: animation.style, from: previous)
        animations.animator.start(Self.dataKey, animation.animation) { [weak self] finished in
            if finished { self?.animations.dataTransition = nil }
            completion?()
            self?.setNeedsDisplay()
        }
        if animation.animation.isImmediate { animations.animator.step() }
        setNeedsDisplay()
    }

    /// True while an animation runs (the host then draws frames; otherwise it sleeps).
    public var isAnimating: Bool { animations.animator.isAnimating }

    /// Advances animations one frame; finished ones call their completions.
    func stepAnimations() {
        guard animations.animator.isAnimating else { return }
        animations.animator.step()
        setNeedsDisplay()
    }

    /// How far the chart is expanded: 1 expanded, 0 collapsed, in between while animating.
    var expansion: Double {
        let p = animations.animator.progress(Self.stateKey)
        let target: Double = state == .expanded ? 1 : 0
        return animations.stateFrom + (target - animations.stateFrom) * p
    }

    /// The fraction of each line drawn (the `.trace` animation); 1 otherwise.
    var traceFraction: Double {
        animations.dataTransition?.style == .trace ? max(0, min(1, animations.animator.progress(Self.dataKey))) : 1
    }

    /// The fraction of the full turn radial charts sweep (the `.spin` animation); 1 otherwise.
    var spinFraction: Double {
        animations.dataTransition?.style == .spin ? max(0, min(1, animations.animator.progress(Self.dataKey))) : 1
    }

    /// How large pies are drawn: 1 normally, less while collapsed or growing.
    var radialGrowth: Double {
        var f = expansion
        if animations.dataTransition?.style == .grow { f *= animations.animator.progress(Self.dataKey) }
        return max(0, f)
    }

    /// The data as drawn this frame: `plotData`, with values pulled toward the baseline while
    /// collapsed or growing, and between old and new values while morphing.
    package var presentedData: ChartData {
        guard isAnimating || expansion != 1 else { return plotData }
        // Read several times per frame: compute once per animation step.
        let key = [expansion, animations.animator.progress(Self.dataKey), Double(animations.dataTransition == nil ? 0 : 1)]
        if let c = animations.presentedCache, c.key == key { return c.data }
        let d = computePresentedData()
        animations.presentedCache = (key, d)
        return d
    }

    private func computePresentedData() -> ChartData {
        let d = plotData
        var f = expansion
        var from: ChartData?
        if let t = animations.dataTransition {
            let p = animations.animator.progress(Self.dataKey)
            switch t.style {
            case .grow: f *= p
            case .morph: from = t.from.flatMap { $0.series.count == d.series.count ? $0 : nil }; if from == nil { f *= p }
            case .trace, .spin: break
            }
            if let src = from { return Self.interpolate(src, d, p, base: baselineValue).scaled(by: f, base: baselineValue) }
        }
        return f == 1 ? d : d.scaled(by: f, base: baselineValue)
    }

    /// The value bars and lines collapse onto: zero, held inside the fitted value range.
    var baselineValue: Double {
        let fit = geometry.categoryAxis == .vertical ? geometry.fitX : geometry.fitY
        let lo = min(fit.0, fit.1), hi = max(fit.0, fit.1)
        let scale = geometry.categoryAxis == .vertical ? geometry.x : geometry.y
        if scale.transform.isLog { return lo }
        return min(max(0, lo), hi)
    }

    /// Values of `b` travelling from those of `a` (same series; points matched by index, new ones from the baseline).
    static func interpolate(_ a: ChartData, _ b: ChartData, _ p: Double, base: Double) -> ChartData {
        var out = b
        for i in out.series.indices {
            let src = a.series[i].y
            out.series[i].y = ColumnBuffer(b.series[i].y.enumerated().map { k, v in
                let s = k < src.count && src[k].isFinite ? src[k] : base
                return v.isFinite ? s + (v - s) * p : v
            })
        }
        return out
    }
}

extension ChartData {
    /// Every value pulled toward `base` by the factor `f` (0 flat on it, 1 unchanged, above 1 overshooting
    /// as a spring does); radial series scale about zero.
    func scaled(by f: Double, base: Double) -> ChartData {
        guard f != 1, f.isFinite else { return self }
        var out = self
        func pull(_ col: [Double]?, _ b: Double) -> [Double]? { col?.map { b + ($0 - b) * f } }
        func pull(_ col: ColumnBuffer?, _ b: Double) -> ColumnBuffer? { col.map { ColumnBuffer($0.map { b + ($0 - b) * f }) } }
        for i in out.series.indices {
            let b = out.series[i].kind.isRadial ? 0 : base
            out.series[i].y = pull(out.series[i].y, b)!
            out.series[i].lo = pull(out.series[i].lo, b)
            out.series[i].open = pull(out.series[i].open, b)
            out.series[i].high = pull(out.series[i].high, b)
            out.series[i].low = pull(out.series[i].low, b)
        }
        return out
    }
}
