import Foundation

/// Writes a line to standard output at once (unbuffered, so a test reading a pipe sees each
/// line as it happens).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
