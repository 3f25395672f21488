# The Galera stack's Redis (bench/stack.sh start --galera): written from
# bench/lib/stack/redis.conf.tpl on every start, do not edit. The web nodes' shared object cache
# (wp-content/object-cache.php, from bench/lib/stack/object-cache.php): a unix socket, no TCP, no
# persistence (a cache starts empty), least recently used keys evicted when full.
port 0
unixsocket @RUN@/stack-redis.sock
unixsocketperm 700
daemonize yes
pidfile @RUN@/stack-redis.pid
logfile @LOGS@/redis.log
dir @STACK@/redis
save ""
appendonly no
maxmemory 256mb
maxmemory-policy allkeys-lru
