/* The docids' rule (rankagg.io.rules.id_fault), as the readers apply it to a list's docids. */

#include "fuse.h"

/* rankagg.io.rules.id_fault is None: not empty, no blank or newline (" \t\n\r\f\v"), not too long */
static int
good_id(PyObject *s, Py_ssize_t max_chars)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    if (n == 0 || n > max_chars)
        return 0;
    int kind = PyUnicode_KIND(s);
    const void *data = PyUnicode_DATA(s);
    if (kind == PyUnicode_1BYTE_KIND) {
        const unsigned char *p = (const unsigned char *)data;
        for (Py_ssize_t i = 0; i < n; i++)
            if (p[i] == ' ' || (p[i] >= '\t' && p[i] <= '\r'))
                return 0;
        return 1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (c == ' ' || (c >= '\t' && c <= '\r'))
            return 0;
    }
    return 1;
}
