// An empty file.
