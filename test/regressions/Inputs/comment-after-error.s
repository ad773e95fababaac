s_waitcnt vmcnt(99)
/* a failed instruction consumed its newline with a comment-skipping lex */ s_waitcnt 1
s_waitcnt 2
x = (
/* a failed assignment leaves the comment as the next token */ s_waitcnt 3
s_waitcnt 4
s_foo
  /* after an invalid instruction too */ s_waitcnt 5
s_waitcnt 6
