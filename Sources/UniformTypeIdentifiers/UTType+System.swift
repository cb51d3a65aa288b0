import Foundation

/// The system's declared types, as Apple's `UTType` constants.
extension UTType {
    /// `public.item`.
    public static let item = UTType("public.item")!
    /// `public.content`.
    public static let content = UTType("public.content")!
    /// `public.composite-content`.
    public static let compositeContent = UTType("public.composite-content")!
    /// `public.data`.
    public static let data = UTType("public.data")!
    /// `public.disk-image`.
    public static let diskImage = UTType("public.disk-image")!
    /// `public.archive`.
    public static let archive = UTType("public.archive")!
    /// `public.directory`.
    public static let directory = UTType("public.directory")!
    /// `public.folder`.
    public static let folder = UTType("public.folder")!
    /// `public.volume`.
    public static let volume = UTType("public.volume")!
    /// `com.apple.mount-point`.
    public static let mountPoint = UTType("com.apple.mount-point")!
    /// `com.apple.package`.
    public static let package = UTType("com.apple.package")!
    /// `com.apple.bundle`.
    public static let bundle = UTType("com.apple.bundle")!
    /// `com.apple.application`.
    public static let application = UTType("com.apple.application")!
    /// `com.apple.application-bundle`.
    public static let applicationBundle = UTType("com.apple.application-bundle")!
    /// `public.executable`.
    public static let executable = UTType("public.executable")!
    /// `public.unix-executable`.
    public static let unixExecutable = UTType("public.unix-executable")!
    /// `public.symlink`.
    public static let symbolicLink = UTType("public.symlink")!
    /// `com.apple.alias-file`.
    public static let aliasFile = UTType("com.apple.alias-file")!
    /// `public.url`.
    public static let url = UTType("public.url")!
    /// `public.file-url`.
    public static let fileURL = UTType("public.file-url")!
    /// `com.apple.bookmark`.
    public static let urlBookmarkData = UTType("com.apple.bookmark")!
    /// `public.text`.
    public static let text = UTType("public.text")!
    /// `public.plain-text`.
    public static let plainText = UTType("public.plain-text")!
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType("public.utf8-plain-text")!
    /// `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = UTType("public.utf16-external-plain-text")!
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType("public.utf16-plain-text")!
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType("public.delimited-values-text")!
    /// `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType("public.comma-separated-values-text")!
    /// `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType("public.tab-separated-values-text")!
    /// `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = UTType("public.utf8-tab-separated-values-text")!
    /// `public.rtf`.
    public static let rtf = UTType("public.rtf")!
    /// `com.apple.rtfd`.
    public static let rtfd = UTType("com.apple.rtfd")!
    /// `com.apple.flat-rtfd`.
    public static let flatRTFD = UTType("com.apple.flat-rtfd")!
    /// `public.html`.
    public static let html = UTType("public.html")!
    /// `public.xml`.
    public static let xml = UTType("public.xml")!
    /// `public.yaml`.
    public static let yaml = UTType("public.yaml")!
    /// `public.json`.
    public static let json = UTType("public.json")!
    /// `public.source-code`.
    public static let sourceCode = UTType("public.source-code")!
    /// `public.assembly-source`.
    public static let assemblyLanguageSource = UTType("public.assembly-source")!
    /// `public.c-source`.
    public static let cSource = UTType("public.c-source")!
    /// `public.objective-c-source`.
    public static let objectiveCSource = UTType("public.objective-c-source")!
    /// `public.swift-source`.
    public static let swiftSource = UTType("public.swift-source")!
    /// `public.c-plus-plus-source`.
    public static let cPlusPlusSource = UTType("public.c-plus-plus-source")!
    /// `public.c-header`.
    public static let cHeader = UTType("public.c-header")!
    /// `public.c-plus-plus-header`.
    public static let cPlusPlusHeader = UTType("public.c-plus-plus-header")!
    /// `public.script`.
    public static let script = UTType("public.script")!
    /// `com.netscape.javascript-source`.
    public static let javaScript = UTType("com.netscape.javascript-source")!
    /// `public.shell-script`.
    public static let shellScript = UTType("public.shell-script")!
    /// `public.python-script`.
    public static let pythonScript = UTType("public.python-script")!
    /// `public.ruby-script`.
    public static let rubyScript = UTType("public.ruby-script")!
    /// `public.perl-script`.
    public static let perlScript = UTType("public.perl-script")!
    /// `public.php-script`.
    public static let phpScript = UTType("public.php-script")!
    /// `public.make-source`.
    public static let makefile = UTType("public.make-source")!
    /// `public.log`.
    public static let log = UTType("public.log")!
    /// `public.vcard`.
    public static let vCard = UTType("public.vcard")!
    /// `public.contact`.
    public static let contact = UTType("public.contact")!
    /// `public.calendar-event`.
    public static let calendarEvent = UTType("public.calendar-event")!
    /// `public.to-do-item`.
    public static let toDoItem = UTType("public.to-do-item")!
    /// `public.message`.
    public static let message = UTType("public.message")!
    /// `public.email-message`.
    public static let emailMessage = UTType("public.email-message")!
    /// `com.apple.property-list`.
    public static let propertyList = UTType("com.apple.property-list")!
    /// `com.apple.xml-property-list`.
    public static let xmlPropertyList = UTType("com.apple.xml-property-list")!
    /// `com.apple.binary-property-list`.
    public static let binaryPropertyList = UTType("com.apple.binary-property-list")!
    /// `com.adobe.pdf`.
    public static let pdf = UTType("com.adobe.pdf")!
    /// `public.presentation`.
    public static let presentation = UTType("public.presentation")!
    /// `public.spreadsheet`.
    public static let spreadsheet = UTType("public.spreadsheet")!
    /// `public.database`.
    public static let database = UTType("public.database")!
    /// `org.idpf.epub-container`.
    public static let epub = UTType("org.idpf.epub-container")!
    /// `public.font`.
    public static let font = UTType("public.font")!
    /// `public.image`.
    public static let image = UTType("public.image")!
    /// `public.jpeg`.
    public static let jpeg = UTType("public.jpeg")!
    /// `public.png`.
    public static let png = UTType("public.png")!
    /// `com.compuserve.gif`.
    public static let gif = UTType("com.compuserve.gif")!
    /// `public.tiff`.
    public static let tiff = UTType("public.tiff")!
    /// `com.microsoft.bmp`.
    public static let bmp = UTType("com.microsoft.bmp")!
    /// `com.microsoft.ico`.
    public static let ico = UTType("com.microsoft.ico")!
    /// `com.apple.icns`.
    public static let icns = UTType("com.apple.icns")!
    /// `public.heic`.
    public static let heic = UTType("public.heic")!
    /// `public.heif`.
    public static let heif = UTType("public.heif")!
    /// `org.webmproject.webp`.
    public static let webP = UTType("org.webmproject.webp")!
    /// `public.svg-image`.
    public static let svg = UTType("public.svg-image")!
    /// `public.camera-raw-image`.
    public static let rawImage = UTType("public.camera-raw-image")!
    /// `com.apple.live-photo`.
    public static let livePhoto = UTType("com.apple.live-photo")!
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType("public.audiovisual-content")!
    /// `public.movie`.
    public static let movie = UTType("public.movie")!
    /// `public.video`.
    public static let video = UTType("public.video")!
    /// `public.audio`.
    public static let audio = UTType("public.audio")!
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie")!
    /// `public.mpeg`.
    public static let mpeg = UTType("public.mpeg")!
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType("public.mpeg-4")!
    /// `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType("public.mpeg-4-audio")!
    /// `public.avi`.
    public static let avi = UTType("public.avi")!
    /// `public.mp3`.
    public static let mp3 = UTType("public.mp3")!
    /// `com.microsoft.waveform-audio`.
    public static let wav = UTType("com.microsoft.waveform-audio")!
    /// `public.aiff-audio`.
    public static let aiff = UTType("public.aiff-audio")!
    /// `public.midi-audio`.
    public static let midi = UTType("public.midi-audio")!
    /// `public.playlist`.
    public static let playlist = UTType("public.playlist")!
    /// `public.m3u-playlist`.
    public static let m3uPlaylist = UTType("public.m3u-playlist")!
    /// `public.zip-archive`.
    public static let zip = UTType("public.zip-archive")!
    /// `org.gnu.gnu-zip-archive`.
    public static let gzip = UTType("org.gnu.gnu-zip-archive")!
    /// `public.bzip2-archive`.
    public static let bz2 = UTType("public.bzip2-archive")!
    /// `public.3d-content`.
    public static let threeDContent = UTType("public.3d-content")!
    /// `com.pixar.universal-scene-description-mobile`.
    public static let usdz = UTType("com.pixar.universal-scene-description-mobile")!
    /// `com.apple.reality`.
    public static let realityFile = UTType("com.apple.reality")!
    /// `public.x509-certificate`.
    public static let x509Certificate = UTType("public.x509-certificate")!
    /// `com.rsa.pkcs-12`.
    public static let pkcs12 = UTType("com.rsa.pkcs-12")!
}
