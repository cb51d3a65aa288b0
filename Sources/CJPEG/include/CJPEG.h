// JPEG reading and writing with libjpeg(-turbo) for the Rendering module. libjpeg reports
// errors by longjmp, which Swift cannot catch: these functions catch them and return 0.
#ifndef CJPEG_H
#define CJPEG_H

#include <stddef.h>

/// A decoded JPEG: RGBA pixels (alpha 255), rows top to bottom, malloc'd (free with
/// cjpeg_free), and the EXIF orientation (1 to 8; 1 when the file has none).
typedef struct {
    int width;
    int height;
    unsigned char *pixels;
    int orientation;
} cjpeg_image;

/// Whether `data` starts as a JPEG file does (FF D8 FF).
int cjpeg_is_jpeg(const unsigned char *data, size_t size);

/// Decodes `size` bytes of JPEG data into `image`. Returns 1 on success, 0 on any error (the
/// image then holds no pixels).
int cjpeg_decode(const unsigned char *data, size_t size, cjpeg_image *image);

/// Encodes `width` × `height` RGB pixels (3 bytes each, rows top to bottom) at `quality` (0 to
/// 100) with an EXIF orientation (written when not 1). On success returns 1 and sets `*output`
/// (malloc'd: free with cjpeg_free) and `*output_size`.
int cjpeg_encode(const unsigned char *rgb, int width, int height, int quality, int orientation,
                 unsigned char **output, unsigned long *output_size);

void cjpeg_free(void *pointer);

#endif
