/*
 * The emulated network of the call's network bench (docs/performance.md#the-call-on-poor-networks):
 * a router in user space between TUN devices, one in each network namespace named on the command
 * line, because this kernel has no netem. Every IPv4 packet read from one device is written to the
 * device its destination address is routed to, after the way out of its own device and the way
 * into the other's: loss, delay with jitter (order kept, as a mobile link keeps it), a rate with a
 * queue that drops at its tail, and a cut that drops everything.
 *
 *   link <device> <namespace or -> [<device> <namespace or -> ...]
 *
 * prints "ready" once the devices exist, then reads commands on its standard input, one a line:
 *   route <ipv4> <port>         packets to this address go to the port-th device (0 is the first)
 *   unroute <ipv4>              the address is gone (a network switch): its packets are dropped
 *   set <port> <up|down|both> <loss 0..1> <delay ms> <jitter ms> <rate kbit/s, 0 none> <queue ms>
 *   cut <port> <0|1>            the port's link drops everything while 1
 *   block <from> <to> <protocol> <port>  drops packets from one port to another, of one IP
 *                               protocol (6 TCP, 17 UDP; 0 any) to one destination port (0 any)
 *   unblock                     removes every block
 *   stats                       prints "stats <passed> <dropped>"
 *   bytes <port>                prints "bytes <sent> <received> <udp sent> <udp received>": the IP
 *                               bytes the port's side has sent (read from its device, lost or not)
 *                               and received (written to its device), as a data plan counts them
 * and ends when its standard input closes; the devices go with it.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <poll.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#define MAX_PORTS 8
#define MAX_ROUTES 64
#define MAX_QUEUED 50000
#define PACKET_MAX 2048

typedef struct {
  double loss, delay_ms, jitter_ms, rate_kbit, queue_ms;
  int64_t free_at, last_out;
} stage_t;

typedef struct {
  int fd;
  int cut;
  stage_t up, down;
  uint64_t sent, received, udp_sent, udp_received;
} port_t;

typedef struct {
  int64_t at;
  uint64_t seq;
  int port;
  int len;
  unsigned char *data;
} item_t;

static port_t ports[MAX_PORTS];
static int nports;
static struct {
  uint32_t addr;
  int port;
} routes[MAX_ROUTES];
static int nroutes;
static struct {
  int from, to, protocol, port;
} blocks[MAX_ROUTES];
static int nblocks;
static item_t heap[MAX_QUEUED];
static int nheap;
static uint64_t seq, passed, dropped;

static int64_t now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int earlier(const item_t *a, const item_t *b) {
  return a->at < b->at || (a->at == b->at && a->seq < b->seq);
}

static void push(item_t item) {
  int i = nheap++;
  heap[i] = item;
  while (i > 0 && earlier(&heap[i], &heap[(i - 1) / 2])) {
    item_t t = heap[i];
    heap[i] = heap[(i - 1) / 2];
    heap[(i - 1) / 2] = t;
    i = (i - 1) / 2;
  }
}

static item_t pop(void) {
  item_t top = heap[0];
  heap[0] = heap[--nheap];
  for (int i = 0;;) {
    int l = 2 * i + 1, r = l + 1, m = i;
    if (l < nheap && earlier(&heap[l], &heap[m])) m = l;
    if (r < nheap && earlier(&heap[r], &heap[m])) m = r;
    if (m == i) break;
    item_t t = heap[i];
    heap[i] = heap[m];
    heap[m] = t;
    i = m;
  }
  return top;
}

/* A packet of len bytes entering the stage at t: when it leaves it, or -1 when it is lost. */
static int64_t pass(stage_t *s, int64_t t, int len) {
  if (s->loss > 0 && drand48() < s->loss) return -1;
  if (s->rate_kbit > 0) {
    int64_t start = t > s->free_at ? t : s->free_at;
    if (start - t > (int64_t)(s->queue_ms * 1000)) return -1;
    s->free_at = start + (int64_t)(len * 8 * 1000.0 / s->rate_kbit);
    t = s->free_at;
  }
  double delay = s->delay_ms;
  if (s->jitter_ms > 0) delay += (drand48() * 2 - 1) * s->jitter_ms;
  if (delay < 0) delay = 0;
  int64_t out = t + (int64_t)(delay * 1000);
  if (out < s->last_out) out = s->last_out;
  s->last_out = out;
  return out;
}

static int route_of(uint32_t addr) {
  for (int i = 0; i < nroutes; i++)
    if (routes[i].addr == addr) return routes[i].port;
  return -1;
}

static int blocked(int from, int to, const unsigned char *packet, int len) {
  int header = (packet[0] & 15) * 4;
  int port = len >= header + 4 ? packet[header + 2] << 8 | packet[header + 3] : -1;
  for (int i = 0; i < nblocks; i++)
    if (blocks[i].from == from && blocks[i].to == to &&
        (blocks[i].protocol == 0 || blocks[i].protocol == packet[9]) &&
        (blocks[i].port == 0 || blocks[i].port == port))
      return 1;
  return 0;
}

static void forward(int from, unsigned char *packet, int len) {
  if (len < 20 || (packet[0] >> 4) != 4) return; /* IPv4 only */
  ports[from].sent += len;
  if (packet[9] == 17) ports[from].udp_sent += len;
  uint32_t src, dst;
  memcpy(&src, packet + 12, 4);
  memcpy(&dst, packet + 16, 4);
  int to = route_of(dst);
  /* A packet from an address its device no longer has (after a switch) goes nowhere. */
  if (to < 0 || to == from || route_of(src) != from || ports[from].cut || ports[to].cut ||
      blocked(from, to, packet, len) || nheap >= MAX_QUEUED) {
    dropped++;
    return;
  }
  int64_t t = pass(&ports[from].up, now_us(), len);
  if (t >= 0) t = pass(&ports[to].down, t, len);
  if (t < 0) {
    dropped++;
    return;
  }
  item_t item = {t, seq++, to, len, malloc(len)};
  memcpy(item.data, packet, len);
  push(item);
}

static void set_stage(stage_t *s, double loss, double delay, double jitter, double rate,
                      double queue) {
  s->loss = loss;
  s->delay_ms = delay;
  s->jitter_ms = jitter;
  s->rate_kbit = rate;
  s->queue_ms = queue;
}

static void command(char *line) {
  char verb[16], which[16], addr[64];
  int port, on;
  double loss, delay, jitter, rate, queue;
  struct in_addr in;
  if (sscanf(line, "route %63s %d", addr, &port) == 2 && inet_aton(addr, &in) && port >= 0 &&
      port < nports && nroutes < MAX_ROUTES) {
    routes[nroutes].addr = in.s_addr;
    routes[nroutes++].port = port;
  } else if (sscanf(line, "unroute %63s", addr) == 1 && inet_aton(addr, &in)) {
    for (int i = 0; i < nroutes; i++)
      if (routes[i].addr == in.s_addr) routes[i--] = routes[--nroutes];
  } else if (sscanf(line, "set %d %15s %lf %lf %lf %lf %lf", &port, which, &loss, &delay, &jitter,
                    &rate, &queue) == 7 &&
             port >= 0 && port < nports) {
    if (strcmp(which, "down") != 0) set_stage(&ports[port].up, loss, delay, jitter, rate, queue);
    if (strcmp(which, "up") != 0) set_stage(&ports[port].down, loss, delay, jitter, rate, queue);
  } else if (sscanf(line, "block %d %d %d %d", &blocks[nblocks].from, &blocks[nblocks].to,
                    &blocks[nblocks].protocol, &blocks[nblocks].port) == 4 &&
             nblocks < MAX_ROUTES - 1) {
    nblocks++;
  } else if (strncmp(line, "unblock", 7) == 0) {
    nblocks = 0;
  } else if (sscanf(line, "cut %d %d", &port, &on) == 2 && port >= 0 && port < nports) {
    ports[port].cut = on;
  } else if (sscanf(line, "bytes %d", &port) == 1 && port >= 0 && port < nports) {
    printf("bytes %llu %llu %llu %llu\n", (unsigned long long)ports[port].sent,
           (unsigned long long)ports[port].received, (unsigned long long)ports[port].udp_sent,
           (unsigned long long)ports[port].udp_received);
  } else if (sscanf(line, "%15s", verb) == 1 && strcmp(verb, "stats") == 0) {
    printf("stats %llu %llu\n", (unsigned long long)passed, (unsigned long long)dropped);
  } else {
    printf("error %s\n", line);
  }
  fflush(stdout);
}

static int open_tun(const char *name, const char *netns, int home) {
  if (strcmp(netns, "-") != 0) {
    char file[256];
    snprintf(file, sizeof file, "/var/run/netns/%s", netns);
    int ns = open(file, O_RDONLY);
    if (ns < 0 || setns(ns, CLONE_NEWNET) < 0) return -1;
    close(ns);
  }
  int fd = open("/dev/net/tun", O_RDWR | O_NONBLOCK);
  struct ifreq ifr = {0};
  ifr.ifr_flags = IFF_TUN | IFF_NO_PI;
  strncpy(ifr.ifr_name, name, IFNAMSIZ - 1);
  if (fd < 0 || ioctl(fd, TUNSETIFF, &ifr) < 0) return -1;
  if (setns(home, CLONE_NEWNET) < 0) return -1;
  return fd;
}

int main(int argc, char **argv) {
  if (argc < 3 || (argc - 1) % 2 != 0 || (argc - 1) / 2 > MAX_PORTS) {
    fprintf(stderr, "usage: link <device> <namespace or -> ...\n");
    return 2;
  }
  srand48(now_us());
  int home = open("/proc/self/ns/net", O_RDONLY);
  for (int i = 1; i < argc; i += 2) {
    int fd = open_tun(argv[i], argv[i + 1], home);
    if (fd < 0) {
      fprintf(stderr, "link: cannot open %s in %s: %s\n", argv[i], argv[i + 1], strerror(errno));
      return 1;
    }
    ports[nports++].fd = fd;
  }
  printf("ready\n");
  fflush(stdout);

  struct pollfd fds[MAX_PORTS + 1];
  char line[512];
  size_t used = 0;
  unsigned char packet[PACKET_MAX];
  for (;;) {
    int64_t now = now_us();
    while (nheap > 0 && heap[0].at <= now) {
      item_t item = pop();
      if (write(ports[item.port].fd, item.data, item.len) == item.len) {
        passed++;
        ports[item.port].received += item.len;
        if (item.data[9] == 17) ports[item.port].udp_received += item.len;
      } else dropped++;
      free(item.data);
    }
    int timeout = -1;
    if (nheap > 0) timeout = (int)((heap[0].at - now + 999) / 1000);
    for (int i = 0; i < nports; i++) fds[i] = (struct pollfd){ports[i].fd, POLLIN, 0};
    fds[nports] = (struct pollfd){0, POLLIN, 0};
    if (poll(fds, nports + 1, timeout) < 0 && errno != EINTR) return 1;
    for (int i = 0; i < nports; i++) {
      if (!(fds[i].revents & POLLIN)) continue;
      for (int n = 0; n < 64; n++) {
        ssize_t len = read(ports[i].fd, packet, sizeof packet);
        if (len <= 0) break;
        forward(i, packet, (int)len);
      }
    }
    if (fds[nports].revents & (POLLIN | POLLHUP)) {
      ssize_t len = read(0, line + used, sizeof line - 1 - used);
      if (len <= 0) return 0;
      used += len;
      line[used] = 0;
      char *end;
      while ((end = strchr(line, '\n')) != NULL) {
        *end = 0;
        command(line);
        memmove(line, end + 1, used - (end + 1 - line) + 1);
        used -= end + 1 - line;
      }
      if (used == sizeof line - 1) used = 0;
    }
  }
}
