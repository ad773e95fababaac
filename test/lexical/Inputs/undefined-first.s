// Makes the first pass give up at once: pass two then reports every line.
  s_nop never_defined
