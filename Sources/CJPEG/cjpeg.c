// JPEG reading and writing with libjpeg(-turbo); see include/CJPEG.h.
#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct error_manager {
    struct jpeg_error_mgr base;
    jmp_buf escape;
};

static void error_exit(j_common_ptr info) {
    struct error_manager *manager = (struct error_manager *)info->err;
    longjmp(manager->escape, 1);
}

static void silent_message(j_common_ptr info) { (void)info; }

int cjpeg_is_jpeg(const unsigned char *data, size_t size) {
    return size >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF;
}

static unsigned read16(const unsigned char *p, int little) {
    return little ? (unsigned)(p[0] | p[1] << 8) : (unsigned)(p[0] << 8 | p[1]);
}

static unsigned long read32(const unsigned char *p, int little) {
    return little ? ((unsigned long)p[0] | (unsigned long)p[1] << 8 | (unsigned long)p[2] << 16 | (unsigned long)p[3] << 24)
                  : ((unsigned long)p[0] << 24 | (unsigned long)p[1] << 16 | (unsigned long)p[2] << 8 | (unsigned long)p[3]);
}

/// The orientation tag (0x0112) of an APP1 "Exif" segment's first image directory; 1 if none.
static int exif_orientation(const unsigned char *segment, unsigned length) {
    if (length < 14 || memcmp(segment, "Exif\0\0", 6) != 0) return 1;
    const unsigned char *tiff = segment + 6;
    unsigned long size = length - 6;
    int little;
    if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
    else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
    else return 1;
    unsigned long directory = read32(tiff + 4, little);
    if (directory + 2 > size) return 1;
    unsigned count = read16(tiff + directory, little);
    for (unsigned i = 0; i < count; i++) {
        unsigned long entry = directory + 2 + 12UL * i;
        if (entry + 12 > size) return 1;
        if (read16(tiff + entry, little) == 0x0112) {
            unsigned value = read16(tiff + entry + 8, little);
            return value >= 1 && value <= 8 ? (int)value : 1;
        }
    }
    return 1;
}

int cjpeg_decode(const unsigned char *data, size_t size, cjpeg_image *image) {
    struct jpeg_decompress_struct info;
    struct error_manager errors;
    unsigned char *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    image->pixels = NULL;
    image->width = image->height = 0;
    image->orientation = 1;
    if (!cjpeg_is_jpeg(data, size)) return 0;
    info.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = error_exit;
    errors.base.output_message = silent_message;
    if (setjmp(errors.escape)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_save_markers(&info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&info, TRUE);
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    for (jpeg_saved_marker_ptr marker = info.marker_list; marker; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1) {
            int orientation = exif_orientation(marker->data, marker->data_length);
            if (orientation != 1) { image->orientation = orientation; break; }
        }
    }
    size_t width = info.output_width, height = info.output_height;
    pixels = malloc(width * height * 4 + 1);
    if (!pixels) longjmp(errors.escape, 1);
    while (info.output_scanline < info.output_height) {
        JSAMPROW target = pixels + (size_t)info.output_scanline * width * 4;
        jpeg_read_scanlines(&info, &target, 1);
    }
    if (cmyk) {
        // Adobe writes CMYK inverted (as nearly every CMYK JPEG is): R = C × K / 255.
        int inverted = info.saw_Adobe_marker;
        for (size_t i = 0; i < width * height * 4; i += 4) {
            unsigned c = pixels[i], m = pixels[i + 1], y = pixels[i + 2], k = pixels[i + 3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            pixels[i] = (unsigned char)((c * k + 127) / 255);
            pixels[i + 1] = (unsigned char)((m * k + 127) / 255);
            pixels[i + 2] = (unsigned char)((y * k + 127) / 255);
            pixels[i + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    image->width = (int)width;
    image->height = (int)height;
    image->pixels = pixels;
    return 1;
}

/// An APP1 "Exif" segment with one directory entry: the orientation.
static void write_orientation(j_compress_ptr info, int orientation) {
    static const unsigned char header[] = {
        'E', 'x', 'i', 'f', 0, 0,
        'M', 'M', 0, 42, 0, 0, 0, 8,   // big-endian TIFF, first directory at 8
        0, 1,                          // one entry
        0x01, 0x12, 0, 3, 0, 0, 0, 1,  // orientation, SHORT, count 1
    };
    unsigned char segment[sizeof header + 8];
    memcpy(segment, header, sizeof header);
    unsigned char *value = segment + sizeof header;
    value[0] = 0; value[1] = (unsigned char)orientation; value[2] = 0; value[3] = 0;
    value[4] = value[5] = value[6] = value[7] = 0;  // no next directory
    jpeg_write_marker(info, JPEG_APP0 + 1, segment, sizeof segment);
}

int cjpeg_encode(const unsigned char *rgb, int width, int height, int quality, int orientation,
                 unsigned char **output, unsigned long *output_size) {
    struct jpeg_compress_struct info;
    struct error_manager errors;
    unsigned char *buffer = NULL;
    unsigned long buffer_size = 0;
    *output = NULL;
    *output_size = 0;
    if (width <= 0 || height <= 0) return 0;
    info.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = error_exit;
    errors.base.output_message = silent_message;
    if (setjmp(errors.escape)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &buffer_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    if (orientation > 1 && orientation <= 8) write_orientation(&info, orientation);
    while (info.next_scanline < info.image_height) {
        JSAMPROW source = (JSAMPROW)(rgb + (size_t)info.next_scanline * (size_t)width * 3);
        jpeg_write_scanlines(&info, &source, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = buffer;
    *output_size = buffer_size;
    return 1;
}

void cjpeg_free(void *pointer) { free(pointer); }
