// Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`; on iOS it makes
// `UIImage` attachable): a file that imports both Testing and a module named UIKit asks for it.
// This empty module answers, so that `import UIKit` and `import Testing` work together here.
