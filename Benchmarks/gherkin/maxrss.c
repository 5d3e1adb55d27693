/* maxrss FILE CMD ARGS...: runs CMD and writes its peak resident set size (KiB) to FILE.
 *
 * A process forked from Python starts with Python's resident-set high-water mark, so the benchmark measures
 * through this small program instead (what GNU time's %M does, without needing it installed). */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s FILE CMD [ARGS...]\n", argv[0]); return 2; }
    pid_t pid = fork();
    if (pid < 0) { perror("fork"); return 2; }
    if (pid == 0) { execvp(argv[2], argv + 2); perror(argv[2]); _exit(127); }
    int status = 0;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) { perror("wait4"); return 2; }
    FILE *out = fopen(argv[1], "w");
    if (out) { fprintf(out, "%ld\n", usage.ru_maxrss); fclose(out); }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
