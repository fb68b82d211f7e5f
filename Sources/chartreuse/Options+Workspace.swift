import WorkspaceModel

extension Options {
    /// What the flags say of the workspace, for its document.
    var workspaceOptions: WorkspaceOptions {
        var w = WorkspaceOptions()
        w.x = x
        w.y = y
        w.groupBy = groupBy
        w.kind = type
        w.title = title
        w.theme = themeGiven ? theme : nil
        w.follow = follow
        w.layout = layout
        w.specPath = specPath
        w.derived = derived
        w.filter = filter
        w.textForms = textForms
        return w
    }
}
