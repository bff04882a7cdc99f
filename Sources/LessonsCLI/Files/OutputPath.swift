import Foundation

/// Where a path given on the command line (`--out docs`, `--html page.html`) points.
///
/// A relative path is taken from the current folder, as every command-line tool takes it, except when
/// Xcode's Run action started `lessons` in the folder it built it in (its working folder unless the
/// scheme names another: deep inside DerivedData, where nobody would look for a page). Then it is
/// taken from the package's folder, where the same command run in Terminal would have put it.
package enum OutputPath {
    /// Set by Xcode, to its build folders, in every process its Run action starts.
    static let xcodeBuildFolders = "__XCODE_BUILT_PRODUCTS_DIR_PATHS"

    /// `path`, or the package's folder joined with it when Xcode started `lessons` in its build folder.
    package static func resolved(
        _ path: String, environment: [String: String], currentDirectory: String, packageFolder: URL
    ) -> String {
        guard !path.isEmpty, !path.hasPrefix("/"), let folders = environment[xcodeBuildFolders] else {
            return path
        }
        let here = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
        let isBuildFolder = folders.split(separator: ":").contains {
            URL(fileURLWithPath: String($0)).standardizedFileURL.path == here
        }
        return isBuildFolder ? packageFolder.appendingPathComponent(path).path : path
    }
}
