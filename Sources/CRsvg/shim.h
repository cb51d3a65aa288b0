// librsvg (SVG drawn with Cairo) for the Rendering module: the templates of custom symbols.
#include <librsvg/rsvg.h>
