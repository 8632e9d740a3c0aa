import java.lang.reflect.Field;
import java.net.BindException;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Amazon's DynamoDB Local, listening on 127.0.0.1 only. Its command line has no host option (its
 * Jetty server listens on every interface), so this launcher builds the server exactly as the jar's
 * own main does, binds its connectors to loopback, then starts it. Run in Java's source-file mode:
 *   java -cp "DynamoDBLocal.jar:DynamoDBLocal_lib/*" LoopbackDynamoDbLocal.java -port 8000 ...
 *
 * With -port 0, or with -Dportal.anyPortFallback=true when the port is taken, it binds a port the
 * OS picks. Either way it prints the port it really bound (PORTAL_LISTENING 127.0.0.1:<port>), which
 * is how the stack learns it: choosing and binding the port are one step, so two stacks starting at
 * once can never both pick the same one, nor one talk to the other's server.
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    // Its command line refuses -port 0: take any valid number there, then bind port 0 ourselves.
    boolean anyPort = false;
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals("-port") && args[i + 1].equals("0")) {
        args[i + 1] = "8000";
        anyPort = true;
      }
    }
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
      if (anyPort) ((ServerConnector) connector).setPort(0);
    }
    try {
      proxy.start();
    } catch (Exception error) {
      if (!Boolean.getBoolean("portal.anyPortFallback") || !isBindFailure(error)) throw error;
      for (Connector connector : server.getConnectors()) {
        ((ServerConnector) connector).setPort(0);
      }
      proxy.start();
    }
    for (Connector connector : server.getConnectors()) {
      System.out.println("PORTAL_LISTENING 127.0.0.1:" + ((ServerConnector) connector).getLocalPort());
    }
    System.out.flush();
    proxy.join();
  }

  private static boolean isBindFailure(Throwable error) {
    for (Throwable cause = error; cause != null; cause = cause.getCause()) {
      if (cause instanceof BindException) return true;
    }
    return false;
  }
}
