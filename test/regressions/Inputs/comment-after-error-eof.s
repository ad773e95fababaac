s_waitcnt vmcnt(99)
/* the last line: a comment with no newline after it */