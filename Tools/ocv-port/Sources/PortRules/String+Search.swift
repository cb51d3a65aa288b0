extension String {
    /// Whether `needle` occurs in this string, compared byte for byte (UTF-8) without copying
    /// either: a quick test of whether a rule has anything to look at in a file.
    func containsBytes(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        let found = utf8.withContiguousStorageIfAvailable { haystack -> Bool in
            guard haystack.count >= pattern.count else { return false }
            for index in 0 ... haystack.count - pattern.count where haystack[index] == first {
                if haystack[index ..< index + pattern.count].elementsEqual(pattern) { return true }
            }
            return false
        }
        if let found { return found }
        var contiguous = self
        contiguous.makeContiguousUTF8()
        return contiguous.containsBytes(needle)
    }
}
