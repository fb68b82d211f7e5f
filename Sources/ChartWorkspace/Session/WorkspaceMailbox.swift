/// Runs work from any thread on the window's thread, soon.
public protocol WorkspaceMailbox: AnyObject, Sendable {
    /// Runs `work` on the window's thread soon.
    func post(_ work: @escaping @MainActor @Sendable () -> Void)
}
