s_get_barrier_state s3, m0
s_get_barrier_state 1, -1
s_get_barrier_state 0x1234, null
