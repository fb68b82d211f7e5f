import CSDL2
import ChartCore
import ChartRaster
import Foundation
import ChartExport

/// A resizable SDL window showing any widget tree; its event loop sleeps until something happens.
///
/// On Wayland sessions it runs as a native Wayland client and falls back to X11. Drawing
/// happens only when the tree reports a change or the window is exposed or resized. Input goes
/// to the root's one route (responder chain, recognizers, then the app's `onUnhandledInput`);
/// what a key means to the app, quitting included, is the app's business. Timers run on the
/// event loop's thread (`schedule(after:every:_:)`).
@MainActor
public final class WindowHost {
    nonisolated(unsafe) private let window: OpaquePointer
    nonisolated(unsafe) private let sdlRenderer: OpaquePointer
    private let renderer: Renderer
    /// The SDL_ttf glyph cache this window draws its text with.
    public let atlas: GlyphAtlas
    private var list = DrawList()
    /// With SDL's software renderer, frames are rasterised here into a streaming texture,
    /// because SDL's software geometry snaps vertices to whole pixels.
    nonisolated(unsafe) private var streaming: (texture: OpaquePointer, width: Int, height: Int)?
    private let bins = RasterBins()
    private let usesSoftwareRasterizer: Bool
    private var needsRedraw = true
    private var running = false
    /// Called with the path of a file dropped on the window.
    public var onDropFile: ((String) -> Void)?
    /// Called after each frame reaches the screen, with the number of frames drawn so far.
    public var onFramePresented: ((Int) -> Void)?
    /// Work posted from other threads, run on the event loop's thread.
    public let mailbox = Mailbox()
    /// Frames drawn so far (for tests and the idle check).
    public private(set) var framesDrawn = 0

    /// The widget tree shown; assigning one schedules a redraw.
    public var root: RootWidget? {
        didSet {
            root?.onInvalidate = { [weak self] in self?.needsRedraw = true }
            needsRedraw = true
        }
    }
    /// Timers waiting to fire, soonest first.
    private var timers: [HostTimer] = []
    private var nextTimerID = 0
    /// Timers cancelled since the current round of due timers began.
    private var cancelledTimers = Set<Int>()

    /// The window title.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// Sets the window's icon from a PNG (the window manager's task bar and switcher show it);
    /// false when the file cannot be read.
    @discardableResult
    public func setIcon(path: String) -> Bool {
        guard let surface = IMG_Load(path) else { return false }
        SDL_SetWindowIcon(window, surface)
        SDL_FreeSurface(surface)
        return true
    }

    /// The bundled app icon's PNG at `size` pixels (16, 32, 48, 64, 128 or 256), if the Assets are found.
    public static func bundledIcon(size: Int = 64) -> String? {
        guard let dir = AssetLocator.assetsDirectory() else { return nil }
        let p = dir.appendingPathComponent("Icons/chartreuse-\(size).png").path
        return FileManager.default.fileExists(atPath: p) ? p : nil
    }

    /// True when a display server looks reachable (DISPLAY or WAYLAND_DISPLAY set).
    public static var displayAvailable: Bool {
        let env = ProcessInfo.processInfo.environment
        return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Opens the window (initialising SDL video: Wayland first when WAYLAND_DISPLAY is set).
    /// `appID` names the app to the compositor (Wayland app_id, X11 WM_CLASS): the program's
    /// name unless the app gives its own (its desktop file's name). `regularFont` and `boldFont`
    /// are font files to draw text with instead of the bundled DejaVu Sans (see `AssetLocator`).
    public init(title: String, width: Int, height: Int, appID: String = ProcessInfo.processInfo.processName,
                regularFont: String? = nil, boldFont: String? = nil) throws(WindowError) {
        setenv("SDL_VIDEO_WAYLAND_WMCLASS", appID, 0)
        setenv("SDL_VIDEO_X11_WMCLASS", appID, 0)
        SDL_SetHint(SDL_HINT_APP_NAME, appID)
        try Self.initVideo()
        Self.preferSoftwareWithoutGPU()
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        guard let w = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_UNDEFINED_MASK), Int32(SDL_WINDOWPOS_UNDEFINED_MASK),
                                       Int32(width), Int32(height), flags) else {
            throw .window(detail: WindowError.sdlDetail)
        }
        SDL_SetWindowMinimumSize(w, 200, 150)
        let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard let r else {
            SDL_DestroyWindow(w)
            throw .window(detail: "no renderer: " + WindowError.sdlDetail)
        }
        window = w
        sdlRenderer = r
        do {
            atlas = try GlyphAtlas(regularPath: regularFont, boldPath: boldFont)
        } catch {
            SDL_DestroyRenderer(r)
            SDL_DestroyWindow(w)
            throw error
        }
        renderer = Renderer(sdl: r, atlas: atlas)
        usesSoftwareRasterizer = renderer.driverName == "software"
            || ProcessInfo.processInfo.environment["CHARTREUSE_RASTERIZER"] == "software"
        SDL_ShowWindow(w)
        SDL_EventState(UInt32(SDL_DROPFILE.rawValue), SDL_ENABLE)
    }

    // The last reference goes on the main thread (the host is main-actor); SDL is only touched there.
    deinit {
        if let s = streaming { SDL_DestroyTexture(s.texture) }
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
    }

    private static func initVideo() throws(WindowError) {
        if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return }
        useUTF8CharacterType()
        let env = ProcessInfo.processInfo.environment
        var drivers: [String?] = [nil]
        if (env["SDL_VIDEODRIVER"] ?? "").isEmpty {
            drivers = []
            if !(env["WAYLAND_DISPLAY"] ?? "").isEmpty { drivers.append("wayland") }
            if !(env["DISPLAY"] ?? "").isEmpty { drivers.append("x11") }
            // Without either, SDL would pick any driver it can start (an offscreen one shows nothing).
            if drivers.isEmpty { throw .noDisplay(detail: "neither WAYLAND_DISPLAY nor DISPLAY is set") }
        }
        var lastError = ""
        // Two rounds: a display server that is still starting up (or briefly busy) gets a second chance.
        for round in 0..<2 {
            for d in drivers {
                // Over an empty SDL_VIDEODRIVER too, which SDL would otherwise read as "any driver" (an
                // invisible offscreen window when no display answers).
                if let d { SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, d, SDL_HINT_OVERRIDE) }
                if SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 { return }
                lastError = String(cString: SDL_GetError())
            }
            if round == 0 { usleep(300_000) }
        }
        throw .noDisplay(detail: lastError)
    }

    /// On X11 without a GPU (no DRM device, as under Xvfb, in most VMs and containers), draws with
    /// SDL's software renderer and this library's rasterizer instead of OpenGL.
    ///
    /// OpenGL there is Mesa's software implementation, whose loading (libGL, the DRI driver and
    /// LLVM) took about half of the time from start to first frame. The window framebuffer is then
    /// shared through X11 directly (SDL_FRAMEBUFFER_ACCELERATION=0: otherwise SDL backs it with an
    /// OpenGL texture and loads Mesa anyway). Hints set in the environment take precedence;
    /// Wayland is left alone (SDL 2's Wayland backend has no software framebuffer).
    static func preferSoftwareWithoutGPU() {
        guard let d = SDL_GetCurrentVideoDriver(), String(cString: d) == "x11" else { return }
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        guard !devices.contains(where: { $0.hasPrefix("renderD") || $0.hasPrefix("card") }) else { return }
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }

    /// Makes the character type UTF-8 (only LC_CTYPE: number parsing keeps the C locale).
    ///
    /// Under the C locale SDL's X11 backend cannot convert a title with non-ASCII text (an em dash)
    /// and gives up before updating _NET_WM_NAME, so window managers keep showing the first title.
    static func useUTF8CharacterType() {
        if setlocale(LC_CTYPE, "") != nil, String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8" { return }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C") }
    }

    /// Keys pressed that act as others (a person's own bindings): each pressed chord is handed to
    /// the widgets as the chord it maps to.
    public var keyMap: [KeyChord: KeyChord] = [:]
    /// Whether `keyMap` applies now (not while text is being typed into a box).
    public var remapsKeys: () -> Bool = { true }

    /// The window's size in points (what it was created with, or resized to).
    public var windowSize: (Int, Int) {
        var ww: Int32 = 0, wh: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        return (Int(ww), Int(wh))
    }

    /// Device pixels per window point (2 on a HiDPI output).
    public var pixelRatio: Double {
        var ww: Int32 = 0, wh: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        let (pw, _) = renderer.outputSize
        return ww > 0 ? max(1, Double(pw) / Double(ww)) : 1
    }

    /// How much larger than the display's own pixel ratio the tree is laid out and its text drawn
    /// (an app's `--scale`); 1 by default.
    public var contentScale: Double = 1 {
        didSet {
            if !(contentScale.isFinite && contentScale > 0) { contentScale = 1 }
            setNeedsRedraw()
        }
    }

    /// Device pixels per layout point: the pixel ratio times `contentScale`.
    public var scale: Double { pixelRatio * contentScale }

    /// Draws the chart now.
    public func redraw() {
        let (w, h) = renderer.outputSize
        let background = root?.resolvedTheme.background ?? .white
        if let root {
            root.render(into: &list, size: Size(Double(w), Double(h)), glyphs: atlas, scale: scale)
        } else {
            list.removeAll()
        }
        if usesSoftwareRasterizer {
            rasterize(width: w, height: h, background: background)
        } else {
            renderer.draw(list, background: background)
        }
        SDL_RenderPresent(sdlRenderer)
        framesDrawn += 1
        needsRedraw = false
        onFramePresented?(framesDrawn)
    }

    /// Name of the SDL render driver and whether frames are rasterised in software by Chartreuse.
    public var rendererDescription: String {
        renderer.driverName + (usesSoftwareRasterizer ? " (Chartreuse rasterizer)" : "")
    }

    private func rasterize(width w: Int, height h: Int, background: Color) {
        guard w > 0, h > 0 else { return }
        if streaming == nil || streaming!.width != w || streaming!.height != h {
            if let s = streaming { SDL_DestroyTexture(s.texture) }
            streaming = SDL_CreateTexture(sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                          Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h))
                .map { ($0, w, h) }
        }
        guard let tex = streaming?.texture else { return }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(tex, nil, &pixels, &pitch) == 0, let pixels else { return }
        let r = SoftwareRasterizer(pixels: pixels.assumingMemoryBound(to: UInt32.self), width: w, height: h,
                                   stride: Int(pitch) / 4)
        r.draw(list, background: background, texture: atlas.textureView, bins: bins)
        SDL_UnlockTexture(tex)
        SDL_RenderSetClipRect(sdlRenderer, nil)
        SDL_RenderCopy(sdlRenderer, tex, nil, nil)
    }

    /// Seconds on SDL's clock (the same clock as event timestamps).
    public static var now: Double { Double(SDL_GetTicks64()) / 1000 }

    /// Runs until the window closes, on the main thread. It sleeps in SDL_WaitEvent while nothing
    /// needs drawing, and wakes for input, the tree's timers (momentum, long press, double-tap
    /// timeout) and the app's only while they run, and for work sent to the main thread —
    /// `DispatchQueue.main.async`, `Task { @MainActor in … }`, `await MainActor.run { … }` — which
    /// runs between events.
    public func run() {
        running = true
        // DispatchQueue.main and the main actor run between events (and what waited for the loop runs now).
        if !Thread.isMainThread {
            LibraryMessages.report("WindowHost.run() was called off the main thread: DispatchQueue.main and the main actor will not reach this window")
        } else if MainQueuePump.shared?.isDraining == true {
            LibraryMessages.report("WindowHost.run() was called from main-queue work (an async main, a Task or DispatchQueue.main.async): DispatchQueue.main and the main actor wait until it returns; call it from synchronous code")
        } else {
            MainQueuePump.shared?.start()
            MainQueuePump.shared?.drain()
        }
        DisplayLoss.watch()
        defer { DisplayLoss.done() }
        var event = SDL_Event()
        while running {
            if needsRedraw { redraw() }
            if let wake = nextWakeTime() {
                let ms = Int32(max(0, min(1000, (wake - Self.now) * 1000)).rounded(.up))
                if SDL_WaitEventTimeout(&event, ms) != 0 {
                    handle(&event)
                    while running, SDL_PollEvent(&event) != 0 { handle(&event) }
                }
                root?.tick(at: Self.now)
                fireTimers()
                continue
            }
            guard SDL_WaitEvent(&event) != 0 else {
                LibraryMessages.report("lost the display: \(String(cString: SDL_GetError()))")
                return
            }
            handle(&event)
            while running, SDL_PollEvent(&event) != 0 { handle(&event) }
        }
    }

    private var translation: EventTranslation {
        let (w, h) = renderer.outputSize
        // Pointer positions are window points: device pixels by the display's ratio alone.
        return EventTranslation(scale: pixelRatio, pixelSize: Size(Double(w), Double(h)))
    }

    /// Ends the event loop after the current event.
    public func stop() { running = false }

    /// Asks for a redraw on the next loop iteration.
    public func setNeedsRedraw() { needsRedraw = true }

    /// Puts text on the clipboard.
    public func copyToClipboard(_ text: String) {
        SDL_SetClipboardText(text)
    }

    /// The drawable size in pixels.
    public var pixelSize: (Int, Int) { renderer.outputSize }

    private func handle(_ e: inout SDL_Event) {
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            running = false
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED,
                 SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_DISPLAY_CHANGED:
                needsRedraw = true
            default: break
            }
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            needsRedraw = true
        case SDL_DROPFILE:
            if let f = e.drop.file {
                let path = String(cString: f)
                SDL_free(f)
                onDropFile?(path)
                needsRedraw = true
            }
            return
        case SDL_USEREVENT where e.user.code == Mailbox.code:
            mailbox.drain()
            return
        case SDL_USEREVENT where e.user.code == MainQueuePump.code:
            if Thread.isMainThread, MainQueuePump.shared?.isDraining == false { MainQueuePump.shared?.drain() }
            return
        default:
            break
        }
        guard var input = translation.translate(e), let root else { return }
        if case .key(let k, let m, let t) = input, let mapped = keyMap[KeyChord(k, m)], remapsKeys() {
            input = .key(mapped.key, modifiers: mapped.modifiers, time: t)
        }
        if root.handle(input), case .key = input { needsRedraw = true }
    }
}

extension WindowHost {
    /// A timer's handle, for `cancelTimer(_:)`.
    public struct TimerID: Hashable, Sendable {
        let raw: Int
    }

    /// Runs `action` on the event loop's thread after `delay` seconds, and then every `interval`
    /// seconds when one is given, until cancelled. The loop sleeps in between.
    @discardableResult
    public func schedule(after delay: Double, every interval: Double? = nil, _ action: @escaping () -> Void) -> TimerID {
        nextTimerID += 1
        timers.append(HostTimer(id: nextTimerID, due: Self.now + max(0, delay), interval: interval.map { max(0.001, $0) }, action: action))
        return TimerID(raw: nextTimerID)
    }

    /// Stops a timer (nothing happens when it already fired for the last time).
    public func cancelTimer(_ id: TimerID) {
        timers.removeAll { $0.id == id.raw }
        cancelledTimers.insert(id.raw)
    }

    /// The earliest of the tree's and the timers' wake times.
    func nextWakeTime() -> Double? {
        let t = timers.lazy.map(\.due).min()
        guard let r = root?.nextWakeTime(after: Self.now) else { return t }
        return min(t ?? r, r)
    }

    /// Runs the timers that are due (repeating ones are rescheduled first, so an action may cancel its own timer).
    func fireTimers() {
        let now = Self.now
        let due = timers.filter { $0.due <= now }
        guard !due.isEmpty else { return }
        cancelledTimers.removeAll()
        timers = timers.compactMap { t in
            guard t.due <= now else { return t }
            guard let every = t.interval else { return nil }
            var next = t
            next.due = max(now, t.due + every)
            return next
        }
        // An action may cancel a timer due in the same round: that one does not run.
        for t in due where !cancelledTimers.contains(t.id) { t.action() }
    }
}

/// A timer of the host's event loop.
struct HostTimer {
    let id: Int
    var due: Double
    let interval: Double?
    let action: () -> Void
}

/// Says what happened when the display server goes away under a running window: Xlib then ends
/// the process from inside a call, and this exit handler adds one line of our own.
enum DisplayLoss {
    nonisolated(unsafe) static var inLoop = false

    static func watch() {
        inLoop = true
        struct Once { nonisolated(unsafe) static var installed = false }
        if !Once.installed {
            Once.installed = true
            atexit {
                if DisplayLoss.inLoop {
                    LibraryMessages.report("the display went away; exiting")
                }
            }
        }
    }

    static func done() { inLoop = false }
}
