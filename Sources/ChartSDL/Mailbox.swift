import CSDL2
import Foundation

/// Hands work from any thread to the window's event loop and wakes it (an SDL user event).
public final class Mailbox: @unchecked Sendable {
    static let code: Int32 = 0x4348   // "CH"
    private let lock = NSLock()
    private var pending: [@MainActor @Sendable () -> Void] = []

    /// Runs `work` on the event loop's thread (the main actor) soon.
    public func post(_ work: @escaping @MainActor @Sendable () -> Void) {
        lock.lock()
        pending.append(work)
        let first = pending.count == 1
        lock.unlock()
        if first {
            var e = SDL_Event()
            e.type = SDL_USEREVENT.rawValue
            e.user.code = Self.code
            SDL_PushEvent(&e)
        }
    }

    /// Runs everything posted so far (on the event loop's thread).
    @MainActor func drain() {
        lock.lock()
        let work = pending
        pending.removeAll()
        lock.unlock()
        for w in work { w() }
    }
}
