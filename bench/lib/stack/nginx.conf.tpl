# The stack's nginx (bench/stack.sh): written from bench/lib/stack/nginx.conf.tpl on every start,
# do not edit. One server on 127.0.0.1:@PORT@ in front of the PHP-FPM "nodes" (two, or three with
# --galera; one upstream, round-robin); nothing of the system's /etc/nginx is used but its mime.types.
@USER_LINE@
worker_processes 2;
pid @RUN@/stack-nginx.pid;
error_log @LOGS@/nginx-error.log warn;

events {
	worker_connections 1024;
}

http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	sendfile on;
	tcp_nopush on;
	keepalive_timeout 65;
	server_tokens off;

	client_body_temp_path @STACK@/nginx/body;
	fastcgi_temp_path @STACK@/nginx/fastcgi;
	proxy_temp_path @STACK@/nginx/proxy;
	uwsgi_temp_path @STACK@/nginx/uwsgi;
	scgi_temp_path @STACK@/nginx/scgi;

	# Which node served each request, and how long it took there.
	log_format stack '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time $upstream_addr $upstream_response_time';
	access_log @LOGS@/nginx-access.log stack buffer=64k flush=1s;

	# The web nodes: one PHP-FPM master each (own opcache, own workers), round-robin. No
	# upstream keepalive: an FPM worker held by an idle kept-alive connection serves nobody else.
	upstream wordpress {
@UPSTREAM_SERVERS@
	}

	# A request may name the node that serves it (header X-Stack-Use-Node: node2), for checks
	# across nodes (bench/stack-nodes.php); without it, round-robin.
	map $http_x_stack_use_node $stack_backend {
		default wordpress;
@PINNED_NODES@
	}

	server {
		listen 127.0.0.1:@PORT@;
		server_name 127.0.0.1 localhost;
		root @SITE@;
		index index.php;
		client_max_body_size 8m;

		# Pretty permalinks and /wp-json/: anything that is not a file goes to index.php.
		location / {
			try_files $uri $uri/ /index.php?$args;
		}

		location ~ \.php$ {
			try_files $uri =404;
			# The usual FastCGI parameters, listed here rather than included: Debian's fastcgi_params
			# now sets HTTP_HOST to $host, without the port, and WordPress then redirects every
			# page to itself (its home URL has the port).
			fastcgi_param QUERY_STRING $query_string;
			fastcgi_param REQUEST_METHOD $request_method;
			fastcgi_param CONTENT_TYPE $content_type;
			fastcgi_param CONTENT_LENGTH $content_length;
			fastcgi_param SCRIPT_NAME $fastcgi_script_name;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			fastcgi_param REQUEST_URI $request_uri;
			fastcgi_param DOCUMENT_URI $document_uri;
			fastcgi_param DOCUMENT_ROOT $document_root;
			fastcgi_param SERVER_PROTOCOL $server_protocol;
			fastcgi_param REQUEST_SCHEME $scheme;
			fastcgi_param HTTPS $https if_not_empty;
			fastcgi_param GATEWAY_INTERFACE CGI/1.1;
			fastcgi_param SERVER_SOFTWARE nginx/$nginx_version;
			fastcgi_param REMOTE_ADDR $remote_addr;
			fastcgi_param REMOTE_PORT $remote_port;
			fastcgi_param SERVER_ADDR $server_addr;
			fastcgi_param SERVER_PORT $server_port;
			fastcgi_param SERVER_NAME $server_name;
			fastcgi_param REDIRECT_STATUS 200;
			# One listen address: the host as nginx resolved it, with the port the site's URL has.
			fastcgi_param HTTP_HOST $host:$server_port;
			fastcgi_param HTTP_PROXY "";
			fastcgi_pass $stack_backend;
			fastcgi_read_timeout 60s;
			# The node that answered (unix:…/stack-node1.sock): bench/responses-load.php counts them.
			add_header X-Stack-Node $upstream_addr always;
		}
	}
}
