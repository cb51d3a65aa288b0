import Foundation

/// A type the system declares: its identifier, the types it conforms to, its tags and its
/// description. The table holds the system's common public types (Apple's identifiers and
/// conformances; extensions and MIME types as Apple declares them, the preferred one first).
struct TypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let description: String

    init(_ identifier: String, _ conformsTo: [String], _ extensions: [String] = [], _ mimeTypes: [String] = [], _ description: String) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        self.description = description
    }
}

enum SystemTypes {
    static let declarations: [TypeDeclaration] = [
        // The roots and the abstract types.
        .init("public.item", [], [], [], "item"),
        .init("public.content", [], [], [], "content"),
        .init("public.composite-content", ["public.content"], [], [], "composite content"),
        .init("public.data", ["public.item"], [], ["application/octet-stream"], "data"),
        .init("public.disk-image", ["public.archive"], [], [], "disk image"),
        .init("public.archive", ["public.data"], [], [], "archive"),
        .init("public.directory", ["public.item"], [], [], "directory"),
        .init("public.folder", ["public.directory"], [], [], "folder"),
        .init("public.volume", ["public.folder"], [], [], "volume"),
        .init("com.apple.mount-point", ["public.item"], [], [], "mount point"),
        .init("com.apple.package", ["public.directory"], [], [], "package"),
        .init("com.apple.bundle", ["public.directory"], ["bundle"], [], "bundle"),
        .init("com.apple.application", ["public.item"], [], [], "application"),
        .init("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], ["app"], [], "application"),
        .init("public.executable", ["public.item"], [], [], "executable"),
        .init("public.unix-executable", ["public.data", "public.executable"], [], [], "Unix executable"),
        .init("public.symlink", ["public.item"], [], [], "symbolic link"),
        .init("com.apple.alias-file", ["public.data"], [], [], "alias"),
        .init("public.url", ["public.data"], [], [], "URL"),
        .init("public.file-url", ["public.url"], [], [], "file URL"),
        .init("com.apple.bookmark", ["public.data"], [], [], "URL bookmark data"),
        // Text.
        .init("public.text", ["public.data", "public.content"], [], ["text/*"], "text"),
        .init("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text"),
        .init("public.utf8-plain-text", ["public.plain-text"], [], [], "Unicode text (UTF-8)"),
        .init("public.utf16-external-plain-text", ["public.plain-text"], [], [], "Unicode text (UTF-16)"),
        .init("public.utf16-plain-text", ["public.plain-text"], [], [], "Unicode text (UTF-16)"),
        .init("public.delimited-values-text", ["public.text"], [], [], "delimited text"),
        .init("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv", "text/comma-separated-values"], "CSV text"),
        .init("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "tab-separated text"),
        .init("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text", "public.utf8-plain-text"], [], [], "UTF-8 tab-separated text"),
        .init("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"], "rich text (RTF)"),
        .init("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], [], "rich text with attachments (RTFD)"),
        .init("com.apple.flat-rtfd", ["public.data", "public.composite-content"], [], [], "rich text with attachments (flat RTFD)"),
        .init("public.html", ["public.text"], ["html", "htm", "shtml", "shtm"], ["text/html"], "HTML text"),
        .init("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML text"),
        .init("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"], "YAML document"),
        .init("public.json", ["public.text"], ["json"], ["application/json"], "JSON"),
        .init("public.source-code", ["public.plain-text"], [], [], "source code"),
        .init("public.assembly-source", ["public.source-code"], ["s"], [], "assembly source"),
        .init("public.c-source", ["public.source-code"], ["c"], [], "C source"),
        .init("public.objective-c-source", ["public.source-code"], ["m"], [], "Objective-C source"),
        .init("public.swift-source", ["public.source-code"], ["swift"], [], "Swift source"),
        .init("public.c-plus-plus-source", ["public.source-code"], ["cpp", "cp", "cxx", "cc", "c++"], [], "C++ source"),
        .init("public.c-header", ["public.source-code"], ["h"], [], "C header"),
        .init("public.c-plus-plus-header", ["public.source-code"], ["hpp", "hh", "hxx", "h++"], [], "C++ header"),
        .init("public.script", ["public.source-code"], [], [], "script"),
        .init("com.netscape.javascript-source", ["public.source-code", "public.executable"], ["js", "jscript", "javascript"], ["text/javascript", "application/javascript"], "JavaScript"),
        .init("public.shell-script", ["public.script"], ["sh", "command"], ["application/x-sh"], "shell script"),
        .init("public.python-script", ["public.script"], ["py"], ["text/x-python-script"], "Python script"),
        .init("public.ruby-script", ["public.script"], ["rb", "rbw"], ["text/ruby-script"], "Ruby script"),
        .init("public.perl-script", ["public.script"], ["pl", "pm"], ["text/x-perl-script"], "Perl script"),
        .init("public.php-script", ["public.script"], ["php", "php3", "php4", "ph3", "ph4", "phtml"], ["text/php"], "PHP script"),
        .init("public.make-source", ["public.script"], [], [], "Makefile"),
        .init("public.log", ["public.plain-text"], ["log"], [], "log file"),
        .init("public.vcard", ["public.text", "public.contact"], ["vcf", "vcard"], ["text/vcard", "text/directory", "text/x-vcard"], "vCard"),
        .init("public.contact", ["public.content"], [], [], "contact"),
        .init("public.calendar-event", ["public.content"], [], [], "calendar event"),
        .init("public.to-do-item", ["public.content"], [], [], "to-do item"),
        .init("public.message", ["public.content"], [], [], "message"),
        .init("public.email-message", ["public.message"], [], [], "email message"),
        .init("com.apple.property-list", ["public.data"], ["plist"], [], "property list"),
        .init("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [], [], "XML property list"),
        .init("com.apple.binary-property-list", ["com.apple.property-list"], [], [], "binary property list"),
        // Documents.
        .init("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
        .init("public.presentation", ["public.composite-content"], [], [], "presentation"),
        .init("public.spreadsheet", ["public.content"], [], [], "spreadsheet"),
        .init("public.database", ["public.item"], [], [], "database"),
        .init("org.idpf.epub-container", ["public.zip-archive", "public.composite-content"], ["epub"], ["application/epub+zip"], "EPUB document"),
        .init("public.font", ["public.data", "public.content"], [], [], "font"),
        // Images.
        .init("public.image", ["public.data", "public.content"], [], ["image/*"], "image"),
        .init("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"], "JPEG image"),
        .init("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
        .init("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
        .init("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
        .init("com.microsoft.bmp", ["public.image"], ["bmp", "dib"], ["image/bmp"], "Windows bitmap image"),
        .init("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon", "image/x-icon"], "Windows icon image"),
        .init("com.apple.icns", ["public.image"], ["icns"], [], "Apple icon image"),
        .init("public.heif-standard", ["public.image"], [], [], "HEIF image"),
        .init("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], "HEIC image"),
        .init("public.heif", ["public.heif-standard"], ["heif"], ["image/heif"], "HEIF image"),
        .init("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
        .init("public.svg-image", ["public.image", "public.xml"], ["svg", "svgz"], ["image/svg+xml"], "SVG image"),
        .init("public.camera-raw-image", ["public.image"], [], [], "raw image"),
        .init("com.apple.live-photo", ["public.content"], [], [], "Live Photo"),
        // Audio and video.
        .init("public.audiovisual-content", ["public.data", "public.content"], [], [], "audiovisual content"),
        .init("public.movie", ["public.audiovisual-content"], [], [], "movie"),
        .init("public.video", ["public.movie"], [], ["video/*"], "video"),
        .init("public.audio", ["public.audiovisual-content"], [], ["audio/*"], "audio"),
        .init("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
        .init("public.mpeg", ["public.movie"], ["mpg", "mpeg", "m75", "m15"], ["video/mpg", "video/mpeg"], "MPEG movie"),
        .init("public.mpeg-4", ["public.movie"], ["mp4", "mpg4"], ["video/mp4", "video/mp4v"], "MPEG-4 movie"),
        .init("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], ["m4a", "m4b"], ["audio/mp4", "audio/x-m4a"], "MPEG-4 audio"),
        .init("com.apple.m4v-video", ["public.movie"], ["m4v"], ["video/x-m4v"], "MPEG-4 video"),
        .init("public.avi", ["public.movie"], ["avi", "vfw"], ["video/avi", "video/msvideo", "video/x-msvideo"], "AVI movie"),
        .init("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mp3"], "MP3 audio"),
        .init("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/vnd.wave", "audio/wav", "audio/wave", "audio/x-wav"], "Waveform audio"),
        .init("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"], "AIFF audio"),
        .init("public.midi-audio", ["public.audio"], ["mid", "midi", "smf", "kar"], ["audio/midi", "audio/x-midi"], "MIDI audio"),
        .init("public.playlist", ["public.data"], [], [], "playlist"),
        .init("public.m3u-playlist", ["public.text", "public.playlist"], ["m3u", "m3u8"], ["audio/mpegurl", "audio/x-mpegurl"], "M3U playlist"),
        // Archives.
        .init("public.zip-archive", ["public.archive"], ["zip"], ["application/zip", "application/x-zip-compressed"], "ZIP archive"),
        .init("org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/x-gzip", "application/gzip"], "gzip archive"),
        .init("public.bzip2-archive", ["public.archive"], ["bz2", "bzip2"], ["application/x-bzip2"], "bzip2 archive"),
        .init("public.tar-archive", ["public.archive"], ["tar"], ["application/x-tar", "application/tar"], "tar archive"),
        .init("com.apple.disk-image-udif", ["public.disk-image"], ["dmg"], [], "disk image"),
        // 3D content.
        .init("public.3d-content", ["public.content"], [], [], "3D content"),
        .init("com.pixar.universal-scene-description-mobile", ["public.zip-archive", "public.3d-content"], ["usdz"], ["model/vnd.usdz+zip", "model/usd"], "USDZ"),
        .init("com.apple.reality", ["public.data", "public.content"], ["reality"], [], "Reality file"),
        // Security.
        .init("public.x509-certificate", ["public.data"], ["cer", "crt", "der"], ["application/x-x509-ca-cert", "application/pkix-cert"], "certificate"),
        .init("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"], "PKCS #12"),
    ]
}
