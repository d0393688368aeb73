package fastio

import (
	"io"
	"strconv"
)

// Writer buffers output for an io.Writer. Output reaches the underlying
// writer only when the buffer fills or on Flush. The first write error is
// kept: later output is discarded and Flush and Err return it.
type Writer struct {
	wr  io.Writer
	buf []byte // len(buf) is the buffered byte count; cap(buf) the size
	err error
}

// NewWriter returns a Writer with a DefaultSize buffer.
func NewWriter(w io.Writer) *Writer { return NewWriterSize(w, DefaultSize) }

// NewWriterSize returns a Writer with a buffer of size bytes (64 at least,
// so that any number fits).
func NewWriterSize(w io.Writer, size int) *Writer {
	if size < 64 {
		size = 64
	}
	return &Writer{wr: w, buf: make([]byte, 0, size)}
}

// Flush writes the buffered output to the underlying writer and returns
// the first write error, if any. An interactive solution calls it after
// every message; nothing is sent before that.
func (w *Writer) Flush() error {
	if w.err != nil {
		w.buf = w.buf[:0] // keep memory bounded after a failure
		return w.err
	}
	if len(w.buf) == 0 {
		return nil
	}
	n, err := w.wr.Write(w.buf)
	if err == nil && n < len(w.buf) {
		err = io.ErrShortWrite
	}
	if err != nil {
		w.err = err
	}
	w.buf = w.buf[:0]
	return w.err
}

// Err returns the first write error, or nil.
func (w *Writer) Err() error { return w.err }

// Buffered returns the number of bytes not yet flushed.
func (w *Writer) Buffered() int { return len(w.buf) }

// room makes sure n more bytes fit in the buffer (n <= cap), flushing if
// needed.
func (w *Writer) room(n int) {
	if cap(w.buf)-len(w.buf) < n {
		w.Flush()
	}
}

// Write implements io.Writer (so fmt.Fprintf(w, ...) works).
func (w *Writer) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	if len(p) > cap(w.buf)-len(w.buf) {
		if w.Flush() != nil {
			return 0, w.err
		}
		if len(p) >= cap(w.buf) {
			n, err := w.wr.Write(p)
			if err == nil && n < len(p) {
				err = io.ErrShortWrite
			}
			if err != nil {
				w.err = err
			}
			return n, err
		}
	}
	w.buf = append(w.buf, p...)
	return len(p), nil
}

// WriteString implements io.StringWriter.
func (w *Writer) WriteString(s string) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	if len(s) > cap(w.buf)-len(w.buf) {
		if w.Flush() != nil {
			return 0, w.err
		}
		if len(s) >= cap(w.buf) {
			n := len(s)
			for len(s) > 0 {
				k := copy(w.buf[:cap(w.buf)], s)
				w.buf = w.buf[:k]
				s = s[k:]
				if w.Flush() != nil {
					return n - len(s) - k, w.err
				}
			}
			return n, nil
		}
	}
	w.buf = append(w.buf, s...)
	return len(s), nil
}

// WriteByte implements io.ByteWriter.
func (w *Writer) WriteByte(c byte) error {
	w.room(1)
	w.buf = append(w.buf, c)
	return w.err
}

// Int writes v in decimal.
func (w *Writer) Int(v int) {
	w.room(20)
	w.buf = strconv.AppendInt(w.buf, int64(v), 10)
}

// Int64 writes v in decimal.
func (w *Writer) Int64(v int64) {
	w.room(20)
	w.buf = strconv.AppendInt(w.buf, v, 10)
}

// Uint64 writes v in decimal.
func (w *Writer) Uint64(v uint64) {
	w.room(20)
	w.buf = strconv.AppendUint(w.buf, v, 10)
}

// Float64 writes v in 'f' format with prec digits after the point, or the
// shortest representation that reads back exactly if prec < 0.
func (w *Writer) Float64(v float64, prec int) {
	w.room(32 + prec)
	// Huge values in 'f' format may exceed the room made; append then
	// grows the buffer, which the next Flush empties.
	w.buf = strconv.AppendFloat(w.buf, v, 'f', prec, 64)
}

// String writes s.
func (w *Writer) String(s string) { w.WriteString(s) }

// Bytes writes b.
func (w *Writer) Bytes(b []byte) { w.Write(b) }

// Byte writes c.
func (w *Writer) Byte(c byte) { w.WriteByte(c) }

// Space writes a single space.
func (w *Writer) Space() { w.WriteByte(' ') }

// Newline writes "\n". It does not flush.
func (w *Writer) Newline() { w.WriteByte('\n') }

// Ints writes xs separated by single spaces (no trailing newline).
func (w *Writer) Ints(xs []int) {
	for i, x := range xs {
		if i > 0 {
			w.WriteByte(' ')
		}
		w.Int(x)
	}
}
