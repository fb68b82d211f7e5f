import ChartCore
import ChartIO
import WorkspaceModel
import Foundation

/// The viewer's keys and the clicks nothing else used.
extension WorkspaceSession {
    /// The viewer's end of the input route. Quitting is `q` or Ctrl+W (and the window's close
    /// button) only: Escape deselects or closes the help, and never quits.
    func input(_ e: InputEvent) -> Bool {
        switch e {
        case .key(let k, let mods, _): return key(k, mods)
        case .text("?", _): toggleHelp(); return true
        case .pointerUp(.left, _, _, _):
            // A click on empty space (a title, gutter, margin, the browser's background) deselects.
            for c in plots.charts { c.deselect() }
            return false
        default: return false
        }
    }

    private func key(_ key: Key, _ mods: KeyModifiers) -> Bool {
        switch key {
        case .character("q") where mods.isEmpty, .character("w") where mods == .control:
            host.close()
        case .character("t") where mods.isEmpty:
            perform(.setTheme(workspace.theme.name == "light" ? "dark" : "light"))
        case .character("z") where mods == .control:
            undo()
        case .character("z") where mods == [.control, .shift], .character("y") where mods == .control:
            redo()
        case .character("f") where mods.isEmpty:
            follow.toggle()
            if follow { for c in plots.charts where c.followNewest() != nil { c.fitYToVisible() } }
            controller.following = follow
            controller.log(["event": "follow", "on": follow])
            updateTitle()
        case .character("y") where mods.isEmpty:
            autoFitsY.toggle()
            for c in plots.charts { c.autoFitsY = autoFitsY }
            controller.log(["event": "autofit-y", "on": autoFitsY])
        case .character("t") where mods == .control:
            toggleTable()
        case .character("b") where mods == .control:
            workspace.showsBrowser.toggle()
            controller.log(["event": "browser", "shown": workspace.showsBrowser])
        case .character("m") where mods.isEmpty:
            workspace.toggleMaximized(workspace.currentPlot)
        case .character("l") where mods.isEmpty:
            toggleLink(workspace.currentPlot)
        case .character("l") where mods == .shift:
            toggleLog("y")
        case .character("l") where mods == .control:
            toggleLog("x")
        case .character("k") where mods.isEmpty:
            cycleKind()
        case .character("v") where mods.isEmpty:
            let name = workspace.stack.layout.axis == .horizontal ? "vertical" : "horizontal"
            perform(.setLayout(name))
            controller.log(["event": "layout", "layout": name])
        case .delete where mods.isEmpty:
            closePlot(workspace.currentPlot)
        case .character("s") where mods == [.control, .shift]:
            saveWorkspace()
        case .character("s") where mods.contains(.control):
            save()
        case .character("c") where mods == [.control, .shift]:
            copyPlotImage()
        case .character("c") where mods.contains(.control):
            if copyTableRows() { break }
            if workspace.panel.isHidden { copySelection() } else {
                let text = panelText()
                host.copyToClipboard(text)
                controller.log(["event": "copied", "text": text])
            }
        case .character("o") where mods == .control:
            guard let choose = onChooseFile else { return false }
            choose()
        case .character("e") where mods == .control:
            exportVisibleRows()
        case .character("s") where mods.isEmpty:
            toggleStats()
        case .character("s") where mods == .shift:
            toggleStatsRange()
        case .character("i") where mods.isEmpty:
            toggleInterpolation()
        case .character("d") where mods.isEmpty:
            toggleAnalysisScale()
        case .character("[") where mods.isEmpty:
            changeBins(by: 2.0 / 3)
        case .character("]") where mods.isEmpty:
            changeBins(by: 1.5)
        case .character("n") where mods.isEmpty:
            beginNote()
        case .character("h") where mods.isEmpty:
            addAnalysisPlot("histogram")
        case .character("p") where mods.isEmpty:
            addAnalysisPlot("spectrum")
        case .function(1):
            toggleHelp()
        case .escape where mods.isEmpty && lastProgress >= 0:
            // A load showing its progress (a large or compressed file): stop it, keeping what was shown.
            cancelLoad()
        case .escape where mods.isEmpty && document.model.selection != nil:
            select(nil)
        case .character("i") where mods == .control:
            invertSelection()
        case .character("f") where mods == .control:
            filterToSelection()
        default:
            return false
        }
        return true
    }

    private func toggleHelp() {
        help.isHidden.toggle()
        // While it shows, the help takes the keys first (Escape, F1 or ? close it).
        workspace.focus = help.isHidden ? nil : help
        workspace.setNeedsLayout()
    }

    /// Where files saved from standard input go: ~/Pictures, else the home folder.
    var saveStem: String {
        if document.isRemote {
            return (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(document.displayName.replacingOccurrences(of: "/", with: "-"))
        }
        guard document.path == "-" else { return (document.path as NSString).deletingPathExtension }
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        var isDir: ObjCBool = false
        let pictures = (home as NSString).appendingPathComponent("Pictures")
        let dir = FileManager.default.fileExists(atPath: pictures, isDirectory: &isDir) && isDir.boolValue ? pictures : home
        return (dir as NSString).appendingPathComponent("stdin")
    }

    /// Writes PNG and SVG of the current plot beside the file, never over an existing file:
    /// NAME.png, then NAME-1.png, NAME-2.png….
    func save() {
        let base = Self.freeBase(saveStem, extensions: ["png", "svg"]) { FileManager.default.fileExists(atPath: $0) }
        do {
            for ext in ["png", "svg"] { try writeCurrentPlot(to: "\(base).\(ext)") }
            showToast("saved the plot as \(base).png and \(base).svg")
            controller.log(["event": "saved", "png": "\(base).png", "svg": "\(base).svg"])
        } catch {
            showError(error)
        }
        workspace.setNeedsLayout()
    }

    /// Writes the workspace (plots, columns, layout) as YAML that `--spec` restores: NAME.workspace.yaml, never over one.
    private func saveWorkspace() {
        let base = Self.freeBase(saveStem + ".workspace", extensions: ["yaml"]) { FileManager.default.fileExists(atPath: $0) }
        do {
            try document.workspaceSpec(savedAt: base + ".yaml").yaml().write(toFile: base + ".yaml", atomically: true, encoding: .utf8)
            showToast("saved the workspace as \(base).yaml (open it with --spec)")
            controller.log(["event": "workspace-saved", "path": base + ".yaml"])
        } catch {
            showError(error)
        }
    }

    /// The first of `stem`, `stem-1`, `stem-2`… for which no file with any of `extensions` exists.
    static func freeBase(_ stem: String, extensions: [String] = ["png", "svg"], exists: (String) -> Bool) -> String {
        var n = 0
        while true {
            let base = n == 0 ? stem : "\(stem)-\(n)"
            if !extensions.contains(where: { exists(base + "." + $0) }) { return base }
            n += 1
        }
    }

    /// Shows a passing message that fades after four seconds (errors stay until fixed).
    func showToast(_ text: String) {
        banner.tone = .info
        banner.message = text
        if let t = toastTimer { host.cancelTimer(number: t) }
        toastTimer = host.scheduleTimer(after: 4, every: nil) { [weak self] in
            guard let self else { return }
            toastTimer = nil
            guard banner.tone == .info, banner.message == text else { return }
            banner.message = nil
            controller.log(["event": "toast-hidden"])
            workspace.setNeedsLayout()
        }
    }

    /// Copies the selected point's row (names, then values, tab-separated), else `series<TAB>x<TAB>y`.
    private func copySelection() {
        guard let chart = plots.charts.first(where: { $0.selection != nil }) ?? plots.current,
              let sel = chart.selection, sel.series < chart.data.series.count else { return }
        let s = chart.data.series[sel.series]
        guard sel.index < s.count else { return }
        if let r = row(of: sel, in: chart) {
            // The point's whole row: names, then values (a spreadsheet pastes them as two rows).
            let text = rowTSV(r)
            host.copyToClipboard(text)
            controller.log(["event": "copied", "text": text, "row": r])
            return
        }
        let x = s.kind == .bar ? (sel.index < chart.data.categories.count ? chart.data.categories[sel.index] : String(sel.index + 1))
            : controller.xText(s.xValue(sel.index), in: chart)
        let text = "\(s.name)\t\(x)\t\(s.y[sel.index])"
        host.copyToClipboard(text)
        controller.log(["event": "copied", "text": text])
    }
}
