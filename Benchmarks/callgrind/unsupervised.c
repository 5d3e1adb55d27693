/* Preloaded under valgrind (docs/performance.md, «How to measure»): a run that cannot fork is not supervised
   (ADR 0007), so callgrind follows one process; and the main thread, which only waits for signals once
   dispatch_main has taken over, sleeps instead of calling rt_sigsuspend, which stops valgrind 3.19 with an
   internal error. Neither changes what the run itself executes. */
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <unistd.h>

pid_t fork(void) {
    errno = EAGAIN;
    return -1;
}

int sigsuspend(const sigset_t *mask) {
    (void)mask;
    for (;;) sleep(1000);
}
