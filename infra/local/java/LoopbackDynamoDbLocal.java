import java.lang.reflect.Field;
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
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
    proxy.join();
  }
}
