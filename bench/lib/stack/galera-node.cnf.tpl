# One MariaDB node of the Galera stack (bench/stack.sh start --galera): written from
# bench/lib/stack/galera-node.cnf.tpl on every start, do not edit. Its own data folder, socket,
# client port and Galera ports on loopback; nothing of the system's /etc/mysql is read. The
# SST script (rsync) is handed this file, so everything a node needs is here, not on the command line.

[mysqld]
datadir = @DATADIR@
socket = @SOCKET@
pid-file = @PIDFILE@
port = @DB_PORT@
bind-address = 127.0.0.1
user = @USER@
log-error = @LOGS@/galera-@NODE@.log
skip-log-bin
# The single-database stack's settings (bench/lib/stack.sh), for figures that compare.
innodb_buffer_pool_size = 128M
max_connections = 300

# What Galera requires: row events, InnoDB, interleaved auto-increment locks.
binlog_format = ROW
default_storage_engine = InnoDB
innodb_autoinc_lock_mode = 2

wsrep_on = ON
wsrep_provider = /usr/lib/galera/libgalera_smm.so
wsrep_cluster_name = uf-stack
wsrep_cluster_address = gcomm://@CLUSTER@
wsrep_node_name = @NODE@
wsrep_node_address = 127.0.0.1:@GCOMM_PORT@
wsrep_provider_options = "gmcast.listen_addr=tcp://127.0.0.1:@GCOMM_PORT@;ist.recv_addr=127.0.0.1:@IST_PORT@;gcache.size=128M"
wsrep_sst_method = rsync
wsrep_sst_receive_address = 127.0.0.1:@SST_PORT@
wsrep_slave_threads = 2

[client]
socket = @SOCKET@
