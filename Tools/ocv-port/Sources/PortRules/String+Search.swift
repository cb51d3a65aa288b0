extension String {
    /// Whether `needle` occurs in this string, compared byte for byte (UTF-8): a quick test
    /// of whether a rule has anything to look at in a file.
    func containsBytes(_ needle: String) -> Bool {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, haystack.count >= pattern.count else { return pattern.isEmpty }
        var index = 0
        let last = haystack.count - pattern.count
        while index <= last {
            if haystack[index] == first, haystack[index ..< index + pattern.count].elementsEqual(pattern) {
                return true
            }
            index += 1
        }
        return false
    }
}
