// Swift Testing declares a cross-import overlay for CoreGraphics (`_Testing_CoreGraphics`; on
// Apple platforms it makes `CGImage` attachable): a file that imports both Testing and a module
// named CoreGraphics asks for it. This empty module answers, so that the two work together here.
