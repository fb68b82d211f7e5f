import CSDL2
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// libdispatch's hooks for a foreign event loop (CoreFoundation's run loop is built on them): on
// Linux the main queue signals an eventfd when it has work, and the callback runs that work on
// the calling thread, which must be the main thread.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// Runs `DispatchQueue.main` blocks and main-actor jobs while a window's loop sleeps in SDL: a
/// thread waits on the main queue's eventfd and wakes the loop with an SDL user event; the loop
/// then drains the queue on the main thread (`drain`). One per process, as the main queue is.
final class MainQueuePump: @unchecked Sendable {
    /// The SDL user event code that wakes the loop for main-queue work ("MQ").
    static let code: Int32 = 0x4D51
    /// The process's pump, started by the first window that runs (nil where the hooks give no descriptor).
    static let shared: MainQueuePump? = MainQueuePump()

    private let fd: Int32
    /// Signalled once the loop has drained what woke it, so the watcher does not wake it twice for the same work.
    private let drained = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var started = false
    /// The watcher woke the loop and waits for its drain.
    private var waking = false
    /// A drain is under way (main-queue work runs now; libdispatch runs no nested drain).
    private(set) var isDraining = false

    private init?() {
        fd = dispatchMainQueueHandle()
        guard fd >= 0 else { return nil }
        // Read without blocking: the count may already have been taken.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Starts the watcher thread (once).
    func start() {
        lock.lock()
        defer { lock.unlock() }
        guard !started else { return }
        started = true
        let t = Thread { [self] in watch() }
        t.name = "chartreuse main-queue pump"
        t.start()
    }

    private func watch() {
        while true {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let r = poll(&p, 1, -1)
            if r < 0 {
                if errno == EINTR { continue }
                return
            }
            // The descriptor closed or failed (libdispatch gave up the main queue): nothing more to watch.
            if p.revents & Int16(POLLNVAL | POLLERR | POLLHUP) != 0 { return }
            guard p.revents & Int16(POLLIN) != 0 else { continue }
            lock.lock()
            waking = true
            lock.unlock()
            var e = SDL_Event()
            e.type = SDL_USEREVENT.rawValue
            e.user.code = Self.code
            guard SDL_PushEvent(&e) == 1 else {
                // SDL's queue is full (or an app's filter dropped the event): try again shortly.
                lock.lock()
                waking = false
                lock.unlock()
                usleep(10_000)
                continue
            }
            // The loop reads the eventfd before it runs the work: until then it stays readable.
            drained.wait()
        }
    }

    /// On the main thread: takes the eventfd's count, runs what the main queue holds, and lets
    /// the watcher wait for more.
    func drain() {
        var count: UInt64 = 0
        while read(fd, &count, MemoryLayout<UInt64>.size) > 0 {}
        isDraining = true
        dispatchMainQueueCallback(nil)
        isDraining = false
        lock.lock()
        let woken = waking
        waking = false
        lock.unlock()
        if woken { drained.signal() }
    }
}
