import Foundation
import PackagePlugin

/// Records the commit the executables are built from (for `--version`): before each build it
/// writes `let buildCommit = "…"` — git's short hash, with "+changes" when the work tree differs,
/// or "unknown" outside a git checkout — into a source file of the target.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let out = context.pluginWorkDirectoryURL.appendingPathComponent("BuildInfo")
        let root = context.package.directoryURL.path
        let script = """
        mkdir -p '\(out.path)'
        c=$(git -C '\(root)' rev-parse --short=10 HEAD 2>/dev/null || echo unknown)
        d=$(git -C '\(root)' diff --quiet HEAD -- 2>/dev/null || echo '+changes')
        [ "$c" = unknown ] && d=
        printf 'let buildCommit = "%s%s"\\n' "$c" "$d" > '\(out.path)/BuildInfo.swift.new'
        cmp -s '\(out.path)/BuildInfo.swift.new' '\(out.path)/BuildInfo.swift' || mv '\(out.path)/BuildInfo.swift.new' '\(out.path)/BuildInfo.swift'
        rm -f '\(out.path)/BuildInfo.swift.new'
        """
        return [.prebuildCommand(displayName: "Recording the commit for --version", executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", script], outputFilesDirectory: out)]
    }
}
