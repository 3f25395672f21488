; One web node of the stack (bench/stack.sh): written from bench/lib/stack/php-fpm.conf.tpl on
; every start, do not edit. Its own master, pid file, socket and logs; opcache settings are given
; to the master on the command line (bench/lib/stack.sh), since its shared memory is made before
; any pool starts. Nothing of the system's /etc/php/8.2/fpm/php-fpm.conf or pool.d is read.

[global]
pid = @RUN@/stack-@NODE@-fpm.pid
error_log = @LOGS@/fpm-@NODE@.log
daemonize = yes

[@NODE@]
@USER_LINES@
listen = @RUN@/stack-@NODE@.sock
listen.mode = 0660
listen.backlog = 511
; A fixed number of workers: no spawning under load, the same process count on every run.
pm = static
pm.max_children = @WORKERS@
pm.max_requests = 0
request_terminate_timeout = 60s
catch_workers_output = yes
; Every request's whole time in the worker, work after fastcgi_finish_request() included (the
; nginx log has the time until the reply).
access.log = @LOGS@/fpm-@NODE@-access.log
access.format = "%{%H:%M:%S}t %m %{REQUEST_URI}e %s %{mili}d ms %{total}C%% cpu %{kilo}M KB"
clear_env = yes
env[PATH] = /usr/local/bin:/usr/bin:/bin
env[UF_STACK_NODE] = @NODE@

php_admin_value[memory_limit] = 256M
php_admin_flag[display_errors] = off
php_admin_flag[log_errors] = on
php_admin_value[error_log] = @LOGS@/php-@NODE@.log
; No MTA here: a local one that accepts mail at once is what a production host has.
php_admin_value[sendmail_path] = @STACK@/mail/sendmail
