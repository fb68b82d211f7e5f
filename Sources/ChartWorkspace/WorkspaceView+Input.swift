import ChartCore
import Foundation

/// The workspace's own input: column clicks and drags, title bars, dividers, the filter and the browser's keys.
extension WorkspaceView {
    /// Answers what reaches the root along the responder chain (the charts used theirs first).
    func respondToWorkspaceInput(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let b, let p, let m, _) where b == .left && m == .control && onOffsetDrag != nil:
            guard let i = panes.indices.first(where: { !panes[$0].isHidden && panes[$0].chart.geometry.plot.contains(p) }) else { return false }
            setCurrentPlot(i)
            offsetDrag = (i, p)
            onOffsetDrag?(i, p, p, false)
            return true
        case .pointerDown(.left, let p, let m, _) where !table.isHidden && table.frame.contains(p):
            return tablePointerDown(p, m)
        case .pointerDown(let b, let p, _, let t) where b == .left:
            tableHasKeys = false
            return pointerDown(p, time: t)
        case .pointerDown(.right, let p, _, _):
            // Not taken: a right-drag is the plot's box zoom.
            rightPress = p
            return false
        case .pointerUp(.right, let p, _, _):
            defer { rightPress = nil }
            guard let at = rightPress, hypot(p.x - at.x, p.y - at.y) <= 4 * scale, let open = onContextMenu else { return false }
            open(p)
            return true
        case .pointerMoved(let p, _, _, _):
            if let d = offsetDrag {
                onOffsetDrag?(d.plot, d.from, p, false)
                return true
            }
            if tablePointerMoved(p) { return true }
            return pointerMoved(p)
        case .pointerUp(_, let p, _, _):
            if tablePointerUp() { return true }
            // A click in the table was the table's: it is no click on empty space.
            if !table.isHidden, table.frame.contains(p), press == nil, legendPress == nil, dividerDrag == nil { return true }
            if let d = offsetDrag {
                offsetDrag = nil
                onOffsetDrag?(d.plot, d.from, p, true)
                return true
            }
            return pointerUp(p)
        case .wheel(let d, let p, _, let m, _):
            if tableWheel(d, at: p, m) { return true }
            if !rowPanel.isHidden, rowPanel.frame.contains(p) {
                rowPanel.scroll(by: d.y > 0 ? -2 : (d.y < 0 ? 2 : 0))
                return true
            }
            guard !browser.isHidden, browser.frame.contains(p) else { return false }
            browser.scroll(by: d.y > 0 ? -3 : (d.y < 0 ? 3 : 0))
            return true
        case .key(let k, let m, _):
            if key(k, m) { return true }
            // Keys no plot under the pointer took go to the current plot (the last one clicked).
            guard panes.indices.contains(currentPlot) else { return false }
            let chart = panes[currentPlot].chart
            if let p = pointerPosition, chart.frame.contains(p) { return false }   // it had them already
            return chart.respond(to: event)
        case .text(let s, _):
            guard browser.isFilterFocused else { return false }
            // The `/` that focused the filter arrives again as text: it is not typed.
            if swallowSlash, s == "/" { swallowSlash = false; return true }
            swallowSlash = false
            browser.filter += s
            return true
        default:
            return false
        }
    }

    private func pointerDown(_ p: Point, time: Double) -> Bool {
        // The row panel is read, not clicked: a click there keeps the selection it shows.
        if !rowPanel.isHidden, rowPanel.frame.contains(p) { return true }
        if !browser.isHidden, browser.frame.contains(p) {
            browserHasKeys = true
            setFilterFocus(browser.filterFrame(scale).contains(p))
            if let e = browser.entry(at: p, scale: scale) {
                browser.cursor = e
                press = (e, p, false)
            }
            return true
        }
        browserHasKeys = false
        setFilterFocus(false)
        if let i = stack.dividerFrames(scale).firstIndex(where: { $0.inset(by: Insets(top: -2, left: -2, bottom: -2, right: -2)).contains(p) }) {
            dividerDrag = (i, p)
            stack.activeDivider = i
            return true
        }
        for (i, pane) in panes.enumerated() where !pane.isHidden && pane.frame.contains(p) {
            setCurrentPlot(i)
            let bar = pane.titleBar
            if let e = pane.chart.legendView.entry(at: p), e < pane.chart.data.series.count {
                // A legend entry: a click shows or hides the series (the chart's), a drag moves it.
                legendPress = (i, e, p, false)
                return false
            }
            guard bar.frame.contains(p) else { return false }
            if bar.closeFrame(scale).contains(p) {
                onPlotClosed?(i)
            } else if bar.isLinked != nil, bar.linkFrame(scale).contains(p) {
                onLinkToggled?(i)
            } else if let last = lastTitleClick, last.pane == i, time - last.time < 0.4 {
                lastTitleClick = nil
                toggleMaximized(i)
            } else {
                lastTitleClick = (i, time)
            }
            return true
        }
        return false
    }

    /// Typing goes to the filter (keys reach the browser first, not the plot under the pointer), or no longer.
    func setFilterFocus(_ on: Bool) {
        browser.isFilterFocused = on
        if on { focus = browser } else if focus === browser { focus = nil }
    }

    /// Shows plot `i` alone, or all plots again when it already is.
    public func toggleMaximized(_ i: Int) {
        showMaximized(stack.layout.maximized == i ? nil : i)
        onMaximizeChanged?(stack.layout.maximized)
    }

    /// Shows plot `i` alone (nil: all plots), as the workspace model says, without reporting it.
    public func showMaximized(_ i: Int?) {
        var l = stack.layout
        l.maximized = i.flatMap { $0 >= 0 && $0 < l.shares.count ? $0 : nil }
        if l != stack.layout { stack.layout = l }
        for (k, p) in panes.enumerated() { p.titleBar.isMaximized = l.maximized == k }
    }

    private func pointerMoved(_ p: Point) -> Bool {
        if let d = dividerDrag {
            var l = stack.layout
            l.gap = 6 * scale
            l.minimum = 60 * scale
            let delta = l.axis == .horizontal ? p.x - d.last.x : p.y - d.last.y
            l.drag(divider: d.index, by: delta, in: stack.frame)
            l.gap = stack.layout.gap
            l.minimum = stack.layout.minimum
            stack.layout = l
            dividerDrag = (d.index, p)
            return true
        }
        if var lp = legendPress {
            if !lp.dragging, hypot(p.x - lp.at.x, p.y - lp.at.y) > 6 * scale { lp.dragging = true }
            legendPress = lp
            guard lp.dragging, lp.plot < panes.count, lp.series < panes[lp.plot].chart.data.series.count else { return false }
            showDrag(panes[lp.plot].chart.data.series[lp.series].name, at: p)
            // Not taken: the legend's tap sees the pointer move away and fails (no toggle on release).
            return false
        }
        guard var pr = press else { return false }
        if !pr.dragging, hypot(p.x - pr.at.x, p.y - pr.at.y) > 6 * scale { pr.dragging = true }
        press = pr
        guard pr.dragging else { return true }
        guard pr.entry < browser.entries.count else {
            // A reload took the column away mid-drag.
            press = nil
            endDrag()
            return true
        }
        showDrag(browser.entries[pr.entry].summary.name, at: p)
        return true
    }

    private func pointerUp(_ p: Point) -> Bool {
        if !rowPanel.isHidden, rowPanel.frame.contains(p), press == nil, legendPress == nil, dividerDrag == nil { return true }
        if dividerDrag != nil {
            dividerDrag = nil
            stack.activeDivider = nil
            onResized?()
            return true
        }
        if let lp = legendPress {
            legendPress = nil
            guard lp.dragging else { return false }
            endDrag()
            if let d = drop(at: p), d != .plot(lp.plot) { onSeriesMoved?(lp.plot, lp.series, d) }
            return true
        }
        guard let pr = press else { return false }
        press = nil
        endDrag()
        guard pr.entry < browser.entries.count else { return true }
        if !pr.dragging {
            if !browser.isHidden, browser.frame.contains(p) { onColumnClicked?(pr.entry) }
            return true
        }
        if let d = drop(at: p) { onColumnDropped?(pr.entry, d) }
        return true
    }

    /// Shows what is dragged at the pointer, and where a drop there would make a new plot.
    private func showDrag(_ name: String, at p: Point) {
        let target = drop(at: p)
        // Over a plot's x axis the ghost says what a drop there does.
        if case .xAxis = target { ghost.label = ("\(name) as x", p) } else { ghost.label = (name, p) }
        if case .newPlot(let i) = target { stack.insertionMarker = i } else { stack.insertionMarker = nil }
    }

    /// Clears the dragged name and the insertion marker.
    private func endDrag() {
        ghost.label = nil
        stack.insertionMarker = nil
    }

    /// What a column released at `p` would do: join the plot under it, or make a new plot in the
    /// space between plots, near their edges or below the last; nil over the browser.
    public func drop(at p: Point) -> ColumnDrop? {
        guard stack.frame.contains(p) || (footer.frame.contains(p) && !footer.isHidden) else { return nil }
        var l = stack.layout
        l.gap = 6 * scale
        // Below a plot area, across its width (its x axis and title), but for the pane's last few
        // pixels (where a drop makes a new plot below): the x axis.
        for (i, pane) in stack.panes.enumerated() where !pane.isHidden && pane.frame.contains(p) {
            let area = pane.chart.plotFrame.geometry.plot
            if p.y > area.maxY, p.y < pane.frame.maxY - 10 * scale, p.x >= area.minX - 8 * scale, p.x <= area.maxX + 8 * scale {
                return .xAxis(i)
            }
        }
        if l.maximized != nil { return .plot(l.maximized!) }
        if let i = l.insertionIndex(at: p, in: stack.frame) { return .newPlot(at: i) }
        let f = l.frames(in: stack.frame)
        if let i = f.firstIndex(where: { $0.contains(p) }) { return .plot(i) }
        return .newPlot(at: f.count)
    }

    private func key(_ k: Key, _ m: KeyModifiers) -> Bool {
        if browser.isFilterFocused {
            // Chords stay the app's (Ctrl+S, Ctrl+W…) while typing.
            if m.contains(.control) || m.contains(.alt) { return false }
            switch k {
            case .backspace: if !browser.filter.isEmpty { browser.filter.removeLast() }
            case .escape:
                if browser.filter.isEmpty { setFilterFocus(false) } else { browser.filter = "" }
            case .enter where browser.filter.hasPrefix("="):
                // "= EXPRESSION" (or "= NAME = EXPRESSION"): a derived column.
                onExpressionEntered?(String(browser.filter.dropFirst()).trimmingCharacters(in: .whitespaces))
            case .enter, .down, .tab:
                setFilterFocus(false)
                browser.cursor = browser.visible.first
            case .character: break   // its text arrives as `.text`
            default: return false
            }
            return true
        }
        if tableKey(k, m) { return true }
        if k == .character("/"), m.isEmpty, !browser.isHidden {
            setFilterFocus(true)
            swallowSlash = true
            browserHasKeys = true
            return true
        }
        guard browserHasKeys, !browser.isHidden, m.isEmpty || m == .shift || (m == .control && k == .enter) else { return false }
        let v = browser.visible
        let at = browser.cursor.flatMap { v.firstIndex(of: $0) }
        switch k {
        case .down: browser.cursor = v.isEmpty ? nil : v[min(v.count - 1, (at ?? -1) + 1)]
        case .up: browser.cursor = v.isEmpty ? nil : v[max(0, (at ?? 1) - 1)]
        case .pageDown: browser.cursor = v.isEmpty ? nil : v[min(v.count - 1, (at ?? 0) + browser.rowsShown(scale))]
        case .pageUp: browser.cursor = v.isEmpty ? nil : v[max(0, (at ?? 0) - browser.rowsShown(scale))]
        case .enter where m == .shift:
            if let c = browser.cursor { onColumnAsX?(c) }
        case .enter where m == .control:
            if let c = browser.cursor { onColumnSplit?(c) }
        case .enter, .space:
            if let c = browser.cursor { onColumnClicked?(c) }
        case .delete, .backspace:
            if let c = browser.cursor { onColumnDeleted?(c) }
        case .escape:
            browserHasKeys = false
            browser.cursor = nil
        default:
            return false
        }
        return true
    }
}
